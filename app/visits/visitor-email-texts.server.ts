import { business } from "~/content/business";

/** The words of a visitor's emails about their estimate visit (visitor-texts.ts has the page's). */
export const visitorEmailTexts = {
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
};
