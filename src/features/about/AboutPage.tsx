import about from "virtual:content/about";
import { PageIntro } from "../../components/ui/PageIntro";
import "./about.css";

/** The story, the mission and why the service started, then the founder's own site. */
export function AboutPage() {
  return (
    <div className="page about">
      <PageIntro heading={about.heading} intro={about.intro} />
      {about.sections.map((section) => (
        <section key={section.id} className="about__section" aria-labelledby={section.id}>
          <h2 id={section.id}>{section.heading}</h2>
          {section.paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </section>
      ))}
      <p className="about__founder">
        <a className="button" href={about.founderLink.url} rel="noopener">
          {about.founderLink.label}
        </a>
      </p>
    </div>
  );
}
