import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import type { FaqContent } from "../../content/generated/faq.ts";
import "./faq.css";

type FaqItem = FaqContent["items"][number];

/**
 * The questions as native <details name="faq"> (docs/decisions.md 15): the browser keeps one answer open
 * at a time, before JavaScript loads and without it.
 */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  const listRef = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();

  // A link such as /faq#block-packs should land on that answer open, not on a closed question.
  useEffect(() => {
    const target = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target instanceof HTMLDetailsElement && listRef.current?.contains(target)) target.open = true;
  }, [hash]);

  return (
    <div className="faq" ref={listRef}>
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
