import { business } from "~/content/business";

/**
 * Every word a visitor reads about their estimate visit (the thank-you, their visit page and
 * their emails), in one module so the Spanish site can translate it in one place.
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
  email: {
    bookedSubject: (when: string) => `Your free estimate visit: ${when} (${business.name})`,
    movedSubject: (when: string) => `Your estimate visit moved: ${when} (${business.name})`,
    cancelledSubject: (when: string) => `Your estimate visit is cancelled: ${when} (${business.name})`,
    reminderSubject: (when: string) => `Tomorrow: your free estimate visit, ${when} (${business.name})`,
    onMyWaySubject: `We're on our way (${business.name})`,
    bookedHeading: "Your estimate visit is booked",
    movedHeading: "Your estimate visit has moved",
    cancelledHeading: "Your estimate visit is cancelled",
    reminderHeading: "See you tomorrow",
    onMyWayHeading: "We're on our way",
    bookedIntro: "We'll arrive within this window to look at the trees and give you a free estimate.",
    cancelledIntro: "Book another time online whenever you like, or call us.",
    reminderIntro: "We'll arrive within this window tomorrow. Need another time? Move or cancel below.",
    onMyWayIntro: (arrival: string) => `We expect to arrive around ${arrival}.`,
    when: "When",
    where: "Where",
    manageLink: "Move or cancel your visit",
    bookAgainLink: "Book another time",
    summary: `Free estimate visit: ${business.name}`,
    description: (link: string) => `Free estimate visit by ${business.name}. Move or cancel: ${link}`,
    bookLater: "Book your free estimate visit online",
  },
};

export type VisitorTexts = typeof visitorTexts;
