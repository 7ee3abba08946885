import type { Migration, MigrationProvider } from "kysely";

import * as siteSettings from "./0001-site-settings";
import * as leadsAndNotifications from "./0002-leads-and-notifications";
import * as staff from "./0003-staff";
import * as seoPages from "./0004-seo-pages";
import * as security from "./0005-security";
import * as leadWorkspace from "./0006-lead-workspace";
import * as staffAccounts from "./0007-staff-accounts";
import * as leadSearch from "./0008-lead-search";
import * as oneOutbox from "./0009-one-outbox";
import * as leadOutcomes from "./0010-lead-outcomes";
import * as dashboardSources from "./0011-dashboard-sources";
import * as leadPhotos from "./0012-lead-photos";
import * as photoQuota from "./0013-photo-quota";
import * as firstTouch from "./0014-first-touch";
import * as staffRoles from "./0015-staff-roles";
import * as leadUndoAndDeletions from "./0016-lead-undo-and-deletions";
import * as cleanPhotos from "./0017-clean-photos";
import * as publicContentVersion from "./0018-public-content-version";
import * as estimateVisits from "./0019-estimate-visits";
import * as followUpsAndReviews from "./0020-follow-ups-and-reviews";
import * as leadLanguage from "./0021-lead-language";
import * as photosNormalizedLater from "./0022-photos-normalized-later";
import * as texts from "./0023-texts";
import * as selfBookingFrom from "./0024-self-booking-from";
import * as moneyForOwners from "./0025-money-for-owners";
import * as photoOriginalsOnDisk from "./0026-photo-originals-on-disk";
import * as scheduledMessages from "./0027-scheduled-messages";
import * as customers from "./0028-customers";
import * as onCallAndTwoWayTexts from "./0029-on-call-and-two-way-texts";
import * as photosAsFiles from "./0030-photos-as-files";
import * as estimates from "./0031-estimates";
import * as stormMode from "./0032-storm-mode";
import * as customerList from "./0033-customer-list";
import * as onCallOfficeHours from "./0034-on-call-office-hours";
import * as reviewRequestsByText from "./0035-review-requests-by-text";
import * as jobVisits from "./0036-job-visits";
import * as staffHomeAt100k from "./0037-staff-home-at-100k";
import * as photoTakenAt from "./0038-photo-taken-at";
import * as dashboardDayTotals from "./0039-dashboard-day-totals";
import * as contactMinutes from "./0040-contact-minutes";
import * as staffHomeMedianIndex from "./0041-staff-home-median-index";
import * as leadCounts from "./0042-lead-counts";
import * as stormPeriods from "./0043-storm-periods";
import * as dropUnusedLeadIndexes from "./0044-drop-unused-lead-indexes";

// Listed by hand rather than read from the folder so the migrations are
// bundled with the server and run from any working directory.
const migrations: Record<string, Migration> = {
  "0001-site-settings": siteSettings,
  "0002-leads-and-notifications": leadsAndNotifications,
  "0003-staff": staff,
  "0004-seo-pages": seoPages,
  "0005-security": security,
  "0006-lead-workspace": leadWorkspace,
  "0007-staff-accounts": staffAccounts,
  "0008-lead-search": leadSearch,
  "0009-one-outbox": oneOutbox,
  "0010-lead-outcomes": leadOutcomes,
  "0011-dashboard-sources": dashboardSources,
  "0012-lead-photos": leadPhotos,
  "0013-photo-quota": photoQuota,
  "0014-first-touch": firstTouch,
  "0015-staff-roles": staffRoles,
  "0016-lead-undo-and-deletions": leadUndoAndDeletions,
  "0017-clean-photos": cleanPhotos,
  "0018-public-content-version": publicContentVersion,
  "0019-estimate-visits": estimateVisits,
  "0020-follow-ups-and-reviews": followUpsAndReviews,
  "0021-lead-language": leadLanguage,
  "0022-photos-normalized-later": photosNormalizedLater,
  "0023-texts": texts,
  "0024-self-booking-from": selfBookingFrom,
  "0025-money-for-owners": moneyForOwners,
  "0026-photo-originals-on-disk": photoOriginalsOnDisk,
  "0027-scheduled-messages": scheduledMessages,
  "0028-customers": customers,
  "0029-on-call-and-two-way-texts": onCallAndTwoWayTexts,
  "0030-photos-as-files": photosAsFiles,
  "0031-estimates": estimates,
  "0032-storm-mode": stormMode,
  "0033-customer-list": customerList,
  "0034-on-call-office-hours": onCallOfficeHours,
  "0035-review-requests-by-text": reviewRequestsByText,
  "0036-job-visits": jobVisits,
  "0037-staff-home-at-100k": staffHomeAt100k,
  "0038-photo-taken-at": photoTakenAt,
  "0039-dashboard-day-totals": dashboardDayTotals,
  "0040-contact-minutes": contactMinutes,
  "0041-staff-home-median-index": staffHomeMedianIndex,
  "0042-lead-counts": leadCounts,
  "0043-storm-periods": stormPeriods,
  "0044-drop-unused-lead-indexes": dropUnusedLeadIndexes,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};

/** Every migration this build knows: a database with another one comes from a newer build. */
export const migrationNames = Object.keys(migrations);
