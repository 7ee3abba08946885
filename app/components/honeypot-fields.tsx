import type { HoneypotRootData } from "~/leads/intake/quote-form-fields";
import { useRootData } from "~/platform/remix/root-data";

import { useUiText } from "./use-locale-text";

/**
 * The quote form's spam trap (checked by leads/intake/honeypot.server.ts): a text
 * field people never see and bots fill in, and the signed time the form was
 * rendered. Valid HTML, unlike remix-utils' own inputs (autocomplete="nope").
 */
export function HoneypotFields() {
  const trap = useRootData<HoneypotRootData>().honeypotInputProps;
  const LABEL = useUiText().quoteForm.honeypot;
  if (!trap) return null;
  const { nameFieldName, validFromFieldName, encryptedValidFrom } = trap;
  return (
    <div id={`${nameFieldName}_wrap`} style={{ display: "none" }} aria-hidden="true">
      <label htmlFor={nameFieldName}>{LABEL}</label>
      <input id={nameFieldName} name={nameFieldName} type="text" defaultValue="" autoComplete="off" tabIndex={-1} />
      {validFromFieldName && encryptedValidFrom ? (
        <>
          <label htmlFor={validFromFieldName}>{LABEL}</label>
          <input
            id={validFromFieldName}
            name={validFromFieldName}
            type="text"
            value={encryptedValidFrom}
            readOnly
            autoComplete="off"
            tabIndex={-1}
          />
        </>
      ) : null}
    </div>
  );
}
