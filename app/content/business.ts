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
  hours: [
    { days: "Monday - Friday", hours: "7:00 AM - 6:00 PM" },
    { days: "Saturday", hours: "8:00 AM - 4:00 PM" },
    { days: "Emergency Service", hours: "24/7" },
  ],
  /** The same hours in schema.org form, for structured data. */
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

/** "4.9 from 127 reviews", as every page says it. */
export const ratingSummary = `${business.rating.value} from ${business.rating.count} reviews`;
