import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

import { formatDuration } from "~/clock/waco-time";
import { Card } from "~/components/staff/card";
import { serviceShortTitle, serviceTitle } from "~/content/services";
import { isPhoneSource, PHONE_SOURCES } from "~/leads/lead-row";
import { type DashboardPeriod, periodOptions } from "~/leads/pipeline/dashboard-period";
import { formatDollars } from "~/leads/pipeline/lead-outcome";

import { BarList } from "./bar-list";
import { ChartTable } from "./chart-table";
import { ChartLegend, ColumnChart } from "./column-chart";
import type { DashboardData } from "./dashboard.server";

const percent = (part: number | null) => (part === null ? "none due" : `${Math.round(part * 100)}%`);
const share = (part: number, whole: number) => (whole ? part / whole : null);
const count = (n: number, what: string) => `${n.toLocaleString("en-US")} ${what}${n === 1 ? "" : "s"}`;

/** Links, so the period changes with or without JavaScript and each view has its own URL. */
export function PeriodSelector({ period }: { period: DashboardPeriod }) {
  return (
    <nav aria-label="Period">
      <ul className="flex flex-wrap gap-2">
        {periodOptions.map((option) => (
          <li key={option.value}>
            <Link
              to={option.value === "12w" ? "/admin" : `/admin?period=${option.value}`}
              aria-current={option.value === period ? "page" : undefined}
              preventScrollReset
              className={`inline-flex min-h-11 items-center rounded-md border px-3 text-sm font-semibold ${
                option.value === period
                  ? "border-primary-800 bg-primary-800 text-white"
                  : "border-stone-300 bg-white text-stone-800 hover:bg-stone-100"
              }`}
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Panel({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Card heading="h3" title={title} description={description}>
      {children}
    </Card>
  );
}

export function LeadsPerWeekPanel({ data, periodLabel }: { data: DashboardData; periodLabel: string }) {
  const series = data.services.map((service) => ({
    key: service,
    label: serviceTitle(service),
    values: data.weeks.map((week) => week.byService[service] ?? 0),
  }));
  const label = `Leads per week, ${periodLabel.toLowerCase()}: ${data.weeks
    .map((week) => `week of ${week.label}, ${count(week.leads, "lead")}`)
    .join("; ")}.`;
  return (
    <Panel title="Leads per week" description={`${count(data.outcomes.leads, "lead")}, by service.`}>
      <ColumnChart label={label} categories={data.weeks.map((week) => week.label)} series={series} />
      <ChartLegend series={series} />
      {/* A column per service would be twice a phone's width: the services are one cell of words. */}
      <ChartTable
        caption="Leads per week by service"
        columns={["Week of", "Leads", "By service"]}
        rows={data.weeks.map((week) => ({
          key: week.start,
          cells: [
            week.label,
            week.leads,
            data.services
              .filter((service) => week.byService[service])
              .map((service) => `${serviceShortTitle(service)}\u00a0${week.byService[service]}`)
              .join(", ") || "None",
          ],
        }))}
        lastColumnText
      />
    </Panel>
  );
}

const worth = (cents: number | null) => (cents === null ? "" : ` worth ${formatDollars(cents)}`);

/** A landing page as the owner reads it: its path, or how a lead came without one. */
const entryPageLabel = (page: string | null) =>
  page === "api" ? "API" : isPhoneSource(page) ? `${PHONE_SOURCES[page]} to the site's number` : (page ?? "Unknown");

export function SourcesPanel({ data }: { data: DashboardData }) {
  const money = data.outcomes.wonCents !== null;
  const label = `Leads by source: ${
    data.sources.map((s) => `${s.source}, ${count(s.leads, "lead")}, ${s.won} won${worth(s.wonCents)}`).join("; ") ||
    "no leads"
  }.`;
  return (
    <Panel
      title="Where leads come from"
      description="Leads, then jobs won and their value: a text or missed call to the site's number, else the ad's UTM source and medium, else the site that sent the visitor, else Direct."
    >
      <BarList
        label={label}
        rows={data.sources.map((s) => ({
          key: s.source,
          label: s.source,
          value: s.leads,
          note: s.won ? `${s.won} won${s.wonCents === null ? "" : ` · ${formatDollars(s.wonCents)}`}` : undefined,
        }))}
      />
      <ChartTable
        caption={money ? "Leads, won and won value by source" : "Leads and won by source"}
        columns={money ? ["Source", "Leads", "Won", "Won value"] : ["Source", "Leads", "Won"]}
        rows={data.sources.map((s) => ({
          key: s.source,
          cells:
            s.wonCents === null ? [s.source, s.leads, s.won] : [s.source, s.leads, s.won, formatDollars(s.wonCents)],
        }))}
      />
      <div>
        <h4 className="text-sm font-semibold text-stone-900">Top landing pages</h4>
        {data.landingPages.length ? (
          <ol className="mt-1 space-y-1 text-sm">
            {data.landingPages.map((page) => (
              <li key={page.page ?? "none"} className="flex justify-between gap-3">
                <span className="min-w-0 break-words">{entryPageLabel(page.page)}</span>
                <span className="tabular-nums">{count(page.leads, "lead")}</span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-stone-700">No leads in this period.</p>
        )}
      </div>
    </Panel>
  );
}

export function PromisePanel({ data }: { data: DashboardData }) {
  const { promise } = data;
  const label = `Share of leads called back within the promise, per week: ${data.weeks
    .map((week) => `week of ${week.label}, ${percent(week.keptShare)}`)
    .join("; ")}. Overall ${percent(promise.keptShare)}.`;
  return (
    <Panel
      title="Call-back promise kept"
      description="Leads marked contacted within the promise, in business hours as the Overdue badge counts them."
    >
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-stone-700">Kept overall</dt>
          <dd className="text-2xl font-bold text-stone-900" data-testid="promise-kept">
            {percent(promise.keptShare)}
          </dd>
          <dd className="text-stone-700">
            {promise.kept.toLocaleString("en-US")} of {count(promise.due, "lead")} due
          </dd>
        </div>
        <div>
          <dt className="text-stone-700">Median time to first contact</dt>
          <dd className="text-2xl font-bold text-stone-900" data-testid="promise-median">
            {promise.medianMinutes === null ? "None yet" : formatDuration(promise.medianMinutes * 60_000)}
          </dd>
        </div>
      </dl>
      <ColumnChart
        label={label}
        categories={data.weeks.map((week) => week.label)}
        series={[
          {
            key: "kept",
            label: "Kept",
            values: data.weeks.map((week) => (week.keptShare === null ? 0 : week.keptShare * 100)),
          },
        ]}
        maxValue={100}
        formatTick={(value) => `${value}%`}
      />
      <ChartTable
        caption="Call-back promise kept per week"
        columns={["Week of", "Due", "Kept", "Share kept"]}
        rows={data.weeks.map((week) => ({
          key: week.start,
          cells: [week.label, week.due, week.kept, percent(week.keptShare)],
        }))}
      />
    </Panel>
  );
}

/** The state badges' colours (components/leads/lead-actions.tsx): amber open, green won, grey lost. */
const outcomeFills = { open: "#b45309", won: "#166534", lost: "#57534e" };

export function OutcomesPanel({ data }: { data: DashboardData }) {
  const { outcomes } = data;
  const rows = [
    { key: "open", label: "Open", value: outcomes.open, fill: outcomeFills.open },
    { key: "won", label: "Won", value: outcomes.won, fill: outcomeFills.won },
    { key: "lost", label: "Lost", value: outcomes.lost, fill: outcomeFills.lost },
  ];
  const winRate = outcomes.winRate === null ? "none decided" : `${Math.round(outcomes.winRate * 100)}%`;
  return (
    <Panel title="Outcomes" description="What became of the period's leads.">
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-stone-700">Win rate (won of won and lost)</dt>
          <dd className="text-2xl font-bold text-stone-900" data-testid="outcomes-win-rate">
            {winRate}
          </dd>
        </div>
        {outcomes.wonCents === null ? null : (
          <div>
            <dt className="text-stone-700">Won value</dt>
            <dd className="text-2xl font-bold text-stone-900" data-testid="outcomes-won-value">
              {formatDollars(outcomes.wonCents)}
            </dd>
          </div>
        )}
      </dl>
      <BarList
        label={`Outcomes: ${rows.map((row) => `${row.value} ${row.label.toLowerCase()}`).join(", ")}.`}
        rows={rows}
      />
      <ChartTable
        caption="Outcomes"
        columns={["Outcome", "Leads"]}
        rows={rows.map((row) => ({ key: row.key, cells: [row.label, row.value] }))}
      />
    </Panel>
  );
}

/** "Why we lose": the period's lost leads by reason, with count and share. */
export function LostReasonsPanel({ data }: { data: DashboardData }) {
  const lost = data.lostReasons.reduce((sum, row) => sum + row.leads, 0);
  const rows = data.lostReasons.map((row) => ({
    key: row.reason,
    label: row.label,
    value: row.leads,
    note: percent(share(row.leads, lost)),
  }));
  return (
    <Panel title="Why we lose" description={`${count(lost, "lead")} lost in this period, by the reason staff gave.`}>
      {rows.length ? (
        <>
          <BarList
            label={`Lost leads by reason: ${rows.map((row) => `${row.label}, ${row.value} (${row.note})`).join("; ")}.`}
            rows={rows}
          />
          <ChartTable
            caption="Lost leads by reason"
            columns={["Reason", "Leads", "Share"]}
            rows={rows.map((row) => ({ key: row.key, cells: [row.label, row.value, row.note] }))}
          />
        </>
      ) : (
        <p className="text-sm text-stone-700">No lost leads in this period.</p>
      )}
    </Panel>
  );
}
