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
  footerAreas: ["Waco", "Hewitt", "Woodway", "Robinson", "Bellmead", "Lorena"],
  hours: [
    { days: "Monday - Friday", hours: "7:00 AM - 6:00 PM" },
    { days: "Saturday", hours: "8:00 AM - 4:00 PM" },
    { days: "Emergency Service", hours: "24/7" },
  ],
} as const;
