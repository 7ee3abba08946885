import { Link } from "@remix-run/react";
import { Fragment } from "react";

import type { LegalBlock, LegalDocument } from "~/content/legal";

import { PageHero } from "./page-hero";
import { PhoneLink } from "./phone-link";
import { useLocalizedPath } from "./use-locale-text";

/** A legal page: a readable column of its document's text under the page heading. */
export function LegalPage({
  title,
  document,
  lastUpdated,
}: {
  title: string;
  document: LegalDocument;
  /** The line under the heading that dates the text. */
  lastUpdated: string;
}) {
  return (
    <>
      <PageHero title={title}>{lastUpdated}</PageHero>
      <div className="bg-white">
        <article className="mx-auto max-w-3xl space-y-4 px-4 py-12 leading-relaxed text-stone-800 sm:py-16 [&_a]:font-semibold [&_a]:text-primary-800 [&_a]:underline [&_h2]:pt-6 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-primary-900 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6">
          <Blocks blocks={document.intro} />
          {document.sections.map((section) => (
            <Fragment key={section.title}>
              <h2>{section.title}</h2>
              <Blocks blocks={section.blocks} />
            </Fragment>
          ))}
        </article>
      </div>
    </>
  );
}

function Blocks({ blocks }: { blocks: readonly LegalBlock[] }) {
  return blocks.map((block, index) =>
    typeof block === "string" ? (
      <p key={index}>
        <InlineText text={block} />
      </p>
    ) : (
      <ul key={index}>
        {block.list.map((item) => (
          <li key={item}>
            <InlineText text={item} />
          </li>
        ))}
      </ul>
    ),
  );
}

/** **bold**, [words](/path) and {phone} in a legal text. */
function InlineText({ text }: { text: string }) {
  const to = useLocalizedPath();
  return text.split(/(\*\*[^*]+\*\*|\[[^\]]+\]\([^)]+\)|\{phone\})/).map((part, index) => {
    const bold = part.match(/^\*\*(.+)\*\*$/);
    if (bold) return <strong key={index}>{bold[1]}</strong>;
    const link = part.match(/^\[(.+)\]\((.+)\)$/);
    if (link) {
      return (
        <Link key={index} to={to(link[2]!)}>
          {link[1]}
        </Link>
      );
    }
    if (part === "{phone}") return <PhoneLink key={index} />;
    return part;
  });
}
