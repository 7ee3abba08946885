import { Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";

import type { LegalBlock, LegalDocument } from "~/content/legal";
import type { Locale } from "~/content/locale";
import { localizedPath } from "~/content/localized-paths";
import { formatPhone, phoneHref } from "~/platform/phone";
import { getSiteSettings } from "~/staff/site-settings.server";

interface TextContext {
  phoneNumber: string;
  locale: Locale;
}

/**
 * A legal document as HTML, made on the server: the text never changes in the
 * browser, so its rendering code stays out of the pages' JavaScript (the public
 * pages' budget, decision 017) and the page gets the markup with its data.
 * React writes it, escaping every text. Route loaders import this module
 * dynamically, so the browser build has no empty module for it to share.
 */
export async function legalDocumentHtml(document: LegalDocument, locale: Locale) {
  const { phoneNumber } = await getSiteSettings();
  const context = { phoneNumber, locale };
  return renderToStaticMarkup(
    <>
      <Blocks blocks={document.intro} context={context} />
      {document.sections.map((section) => (
        <Fragment key={section.title}>
          <h2>{section.title}</h2>
          <Blocks blocks={section.blocks} context={context} />
        </Fragment>
      ))}
    </>,
  );
}

function Blocks({ blocks, context }: { blocks: readonly LegalBlock[]; context: TextContext }) {
  return blocks.map((block, index) =>
    typeof block === "string" ? (
      <p key={index}>
        <InlineText text={block} context={context} />
      </p>
    ) : (
      <ul key={index}>
        {block.list.map((item) => (
          <li key={item}>
            <InlineText text={item} context={context} />
          </li>
        ))}
      </ul>
    ),
  );
}

/** **bold**, [words](/path) and {phone} in a legal text. */
function InlineText({ text, context }: { text: string; context: TextContext }) {
  return text.split(/(\*\*[^*]+\*\*|\[[^\]]+\]\([^)]+\)|\{phone\})/).map((part, index) => {
    const bold = part.match(/^\*\*(.+)\*\*$/);
    if (bold) return <strong key={index}>{bold[1]}</strong>;
    const link = part.match(/^\[(.+)\]\((.+)\)$/);
    if (link) {
      return (
        <a key={index} href={localizedPath(link[2]!, context.locale)}>
          {link[1]}
        </a>
      );
    }
    if (part === "{phone}") {
      return (
        <a key={index} href={phoneHref(context.phoneNumber)}>
          {formatPhone(context.phoneNumber)}
        </a>
      );
    }
    return part;
  });
}
