/** Facts about the company, written once and read by every page. */
export const business = {
  name: "Waco Tree Service",
  city: "Waco",
  state: "TX",
  county: "McLennan County",
  foundedYear: 2010,
  /** Shown until staff set their own number (a Waco 254 number). */
  defaultPhoneNumber: "2545550147",
  serviceAreaLine: "Serving Waco, Hewitt, Woodway & Central Texas",
  emergencyResponse: "2-4 hours",
  rating: { value: 4.9, count: 127 },
  geo: { latitude: 31.5493, longitude: -97.1467 },
  /** Waco time: every time staff see, and the clock of the business hours below. */
  timeZone: "America/Chicago",
  /**
   * Office hours, stated once: the contact details, structured data and the
   * call-back promise (a call within one business hour) all read them.
   */
  openingHours: [
    {
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "07:00",
      closes: "18:00",
    },
    { dayOfWeek: ["Saturday"], opens: "08:00", closes: "16:00" },
  ],
  /** What the quote form promises happens next. */
  callbackPromise: "We call back within one business hour; emergencies 24/7.",
  trustClaims: {
    familyOwned: "Family-owned",
    licensed: "Licensed & insured",
    arborists: "Certified arborists",
    freeEstimates: "Free estimates",
    guarantee: "100% satisfaction guarantee",
    emergency: "24/7 emergency service, typical 2-4 hour response",
  },
} as const;

/** What to do while waiting for the crew in an emergency: the thank-you and the confirmation email say it. */
export const emergencyAdvice = [
  "Keep everyone away from the tree and any downed power lines; treat every line as live.",
  "If anyone is hurt or in danger, call 911 first.",
];

/** "4.9 from 127 reviews", as every page says it. */
export const ratingSummary = `${business.rating.value} from ${business.rating.count} reviews`;

/** The towns the crews serve, as the contact details list them. */
export const serviceAreaText = `${business.city}, Hewitt, Woodway, Robinson, Bellmead and all of ${business.county}`;

/** "07:00" → "7:00 AM". */
function clockTime(time: string) {
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  return `${hour % 12 || 12}:${String(minute).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
}

/** The opening hours as people read them: "Monday - Friday", "7:00 AM - 6:00 PM"; day names in the page's language. */
export function openingHoursTable(dayName: (day: string) => string, emergencyLabel: string) {
  return [
    ...business.openingHours.map(({ dayOfWeek, opens, closes }) => ({
      days:
        dayOfWeek.length > 1
          ? `${dayName(dayOfWeek[0]!)} - ${dayName(dayOfWeek[dayOfWeek.length - 1]!)}`
          : dayName(dayOfWeek[0]!),
      hours: `${clockTime(opens)} - ${clockTime(closes)}`,
    })),
    { days: emergencyLabel, hours: "24/7" },
  ];
}

export const businessHoursTable = openingHoursTable((day) => day, "Emergency Service");
