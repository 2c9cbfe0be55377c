// The commit-message rule of STYLE.md: a subject of at most 72 characters, then a blank line
// before any body. Run by .githooks/commit-msg with the message file as its argument.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const MAX_SUBJECT_LENGTH = 72;

/** Lines git drops from the message: comments and everything below the scissors line. */
function meaningfulLines(message) {
  const lines = message.split('\n');
  const scissors = lines.findIndex((line) => line.startsWith('# ------------------------ >8'));
  return (scissors === -1 ? lines : lines.slice(0, scissors)).filter((line) => !line.startsWith('#'));
}

/** The problems of a commit message, empty when it may be committed. */
export function commitMessageProblems(message) {
  const [subject = '', second] = meaningfulLines(message);
  const problems = [];
  const length = [...subject].length;
  if (length > MAX_SUBJECT_LENGTH) {
    problems.push(
      `The subject is ${length} characters long; keep it to ${MAX_SUBJECT_LENGTH} ` +
        '(`area: what changed`) and put the reason, the test and any figures in the body.',
    );
  }
  if (second !== undefined && second.trim() !== '') {
    problems.push('Leave a blank line between the subject and the body.');
  }
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const problems = commitMessageProblems(readFileSync(process.argv[2], 'utf8'));
  for (const problem of problems) console.error(`commit-msg: ${problem}`);
  process.exit(problems.length === 0 ? 0 : 1);
}
