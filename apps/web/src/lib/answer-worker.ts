import './zod-jitless';
import { readAnswer, type AnswerName } from './answers';

export type AnswerRequest = { id: number; name: AnswerName; body: ArrayBuffer };
export type AnswerReply = { id: number; value: unknown } | { id: number; error: string };

/** Reads and checks the answers lib/answer-check.ts sends, off the main thread. */
self.onmessage = ({ data: { id, name, body } }: MessageEvent<AnswerRequest>) => {
  try {
    self.postMessage({ id, value: readAnswer(name, body) } satisfies AnswerReply);
  } catch (error) {
    self.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies AnswerReply);
  }
};
