import type { Channel } from "./channels.server";
import type { Attachment, CalendarPart, Mailer } from "./mailer.server";
import type { AttachmentRef } from "./outbox.server";

export interface EmailChannelOptions {
  mailer: Mailer;
  from: string;
  /** Loaders for the files an email names, by source (e.g. a lead's photos). */
  attachmentSources?: Record<string, (id: number) => Promise<Attachment | undefined>>;
}

/** Email through the mailer (SMTP, or .eml files without SMTP_URL). */
export function emailChannel({ mailer, from, attachmentSources }: EmailChannelOptions): Channel {
  async function loadAttachments(json: string | null) {
    if (!json) return undefined;
    const files = await Promise.all(
      (JSON.parse(json) as AttachmentRef[]).map((ref) => attachmentSources?.[ref.source]?.(ref.id)),
    );
    return files.filter((file) => file !== undefined);
  }
  return {
    outageScope: "channel",
    send: async (row) =>
      mailer.send(
        {
          from,
          to: row.recipient,
          replyTo: row.replyTo,
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody,
          headers: row.headers ? (JSON.parse(row.headers) as Record<string, string>) : undefined,
          messageId: row.messageId ?? undefined,
          attachments: await loadAttachments(row.attachments),
          calendar: row.calendar ? (JSON.parse(row.calendar) as CalendarPart) : undefined,
        },
        row.id,
      ),
    close: () => mailer.close(),
  };
}
