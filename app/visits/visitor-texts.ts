/**
 * Every word a visitor reads about their estimate visit on a page (the thank-you, their visit
 * page), in one module so the Spanish site can translate it in one place. Their emails' words
 * stay on the server: visitor-email-texts.server.ts.
 */
export const visitorTexts = {
  offerHeading: "Pick a time for your free estimate",
  offerIntro: "Choose an arrival window and we'll come and look at the trees. We confirm by email.",
  offerNone: "We have no free windows online right now. We'll set a time when we call.",
  offerMore: "More times",
  bookButton: (when: string) => `Book ${when}`,
  windowTaken: "Sorry, someone just took that window. Here are the next free ones.",
  notOffered: "That time is no longer offered. Please pick another.",
  emergencyCallNow: "An emergency can't wait for a visit: call us now, day or night.",
  selfBookingOff: "We'll set a time for the estimate when we call you.",
  pageTitle: "Your free estimate visit",
  bookedHeading: "Your estimate visit is booked",
  bookedIntro: "We'll arrive within this window. You'll get a reminder the day before.",
  moveHeading: "Need another time?",
  moveButton: (when: string) => `Move to ${when}`,
  cancelHeading: "Can't make it?",
  cancelButton: "Cancel the visit",
  cancelledNotice: "Your visit is cancelled. Book another time below whenever you like.",
  unknownLink: "This link doesn't work. Call us and we'll set a time.",
  whereLabel: "Where",
  whenLabel: "When",
  addressMissing: "We'll ask for the address when we call.",
  calendarNote: "The email has a calendar invitation: add it to your calendar.",
};

export type VisitorTexts = typeof visitorTexts;
