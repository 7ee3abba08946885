import { renderToStaticMarkup } from "react-dom/server";

interface SignInAlert {
  email: string;
  failures: number;
  windowMinutes: number;
  lastAddress: string;
  at: Date;
  siteUrl: string;
}

const wacoTime = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/Chicago",
  dateStyle: "medium",
  timeStyle: "short",
});

/** The warning to a staff member whose account sees many wrong passwords. */
export function renderSignInAlertEmail(alert: SignInAlert) {
  const paragraphs = [
    `Someone entered a wrong password for the staff account ${alert.email} at least ${alert.failures} times in ${alert.windowMinutes} minutes (latest from ${alert.lastAddress}, ${wacoTime.format(alert.at)} Waco time).`,
    "Those attempts are slowed down per address, so you can still sign in as usual.",
    `If this was not you, change the password on the server: waco-tree-service staff create ${alert.email} (the binary), or npm run staff:create -- ${alert.email} from a checkout. That also signs out every browser signed in to the account.`,
  ];
  return {
    subject: "Many failed sign-ins on your Waco Tree Service staff account",
    text: [...paragraphs, `Staff sign-in: ${alert.siteUrl}/admin/login`].join("\n\n"),
    html: renderToStaticMarkup(
      <div style={{ fontFamily: "Arial, sans-serif" }}>
        {paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
        <p>
          <a href={`${alert.siteUrl}/admin/login`}>Staff sign-in</a>
        </p>
      </div>,
    ),
  };
}
