import type { FaqContent } from "../../content/generated/faq.ts";
import { FAQ_ATTRIBUTE } from "../../lib/page-script/data-attributes";
import "./faq.css";

type FaqItem = FaqContent["items"][number];

/**
 * The questions as native <details name="faq"> (docs/decisions.md 15): the browser keeps one answer open
 * at a time, before JavaScript loads and without it. A link to a question opens it (the page script's
 * open-linked-answer.ts).
 */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="faq" {...{ [FAQ_ATTRIBUTE]: "" }}>
      {items.map((item) => (
        <details key={item.id} id={item.id} name="faq" className="faq__item">
          <summary className="faq__question">{item.question}</summary>
          <div className="faq__answer">
            {item.answer.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
