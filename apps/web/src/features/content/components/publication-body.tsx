import type { Publication } from '@bidstay/contract';
import Accordion from 'react-bootstrap/Accordion';

type Section = Publication['sections'][number];

function SectionText({ section }: { section: Section }) {
  return (
    <>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.items && (
        <ul>
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </>
  );
}

/** Sections with headings, paragraphs and lists; questions and answers as an accordion. */
export function PublicationBody({ publication }: { publication: Publication }) {
  if (publication.id === 'faq') {
    return (
      <Accordion alwaysOpen className="faq">
        {publication.sections.map((section, index) => (
          <Accordion.Item key={index} eventKey={String(index)}>
            <Accordion.Header as="h2">{section.heading}</Accordion.Header>
            <Accordion.Body>
              <SectionText section={section} />
            </Accordion.Body>
          </Accordion.Item>
        ))}
      </Accordion>
    );
  }
  return publication.sections.map((section, index) => (
    <section key={index} className="mb-4">
      {section.heading && <h2 className="h4">{section.heading}</h2>}
      <SectionText section={section} />
    </section>
  ));
}
