import type { InfoSection } from "../../api/contract/home";

/** A section's paragraphs and its list of terms, as plain text. */
export function InfoSectionText({ section }: { section: InfoSection }) {
  return (
    <>
      {section.paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {section.items && (
        <dl>
          {section.items.map((item) => (
            <div key={item.term}>
              <dt>{item.term}</dt>
              <dd>{item.description}</dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}
