import { business } from "./business";
export interface Faq {
  question: string;
  answer: string;
}

export const homeFaqs: readonly Faq[] = [
  {
    question: "How much does tree removal cost in Waco?",
    answer:
      "It depends on the tree's size, where it stands and how much rigging it needs. As a guide, small trees usually cost $300-800, medium trees $800-1500 and large trees $1500-3000 or more. Every estimate is free and written, with no surprise charges.",
  },
  {
    question: "How long does a tree removal take?",
    answer:
      "Most residential removals are finished in 1-2 days, including cleanup. Large trees close to a house, or jobs that need a crane, can take a little longer; we tell you the schedule up front.",
  },
  {
    question: "How often should my trees be trimmed?",
    answer:
      "Most mature shade trees in Central Texas need trimming every 3-5 years. Young trees benefit from lighter structural pruning more often, and trees over a roof may need clearance trims in between.",
  },
  {
    question: "When is the best time to trim trees in Waco?",
    answer:
      "Late winter to early spring, while trees are dormant. For live oaks and red oaks this timing also matters because of oak wilt: we avoid wounding oaks in spring and seal every fresh oak cut.",
  },
  {
    question: "How fast can you respond to a tree emergency?",
    answer:
      "We answer 24/7 and a crew is typically on site within 2-4 hours to make the scene safe, get weight off your home and tarp any openings.",
  },
  {
    question: "Are you licensed and insured?",
    answer: `Yes. We are a licensed, fully insured, family-owned company with certified arborists on staff, serving Waco since ${business.foundedYear}. We gladly send proof of insurance before any job, and every job carries our 100% satisfaction guarantee.`,
  },
];

export const contactFaqs: readonly Faq[] = [
  {
    question: "Are estimates really free?",
    answer:
      "Yes. We visit, look at the trees with you and give you a written estimate at no cost and with no obligation.",
  },
  {
    question: "How quickly will you get back to me?",
    answer:
      "We call back within one business hour during business hours. For emergencies, call us: we answer 24/7 and typically arrive within 2-4 hours.",
  },
  {
    question: "Do I need to be home for the estimate?",
    answer:
      "It helps, but it isn't required. If the trees are easy to reach, we can assess them and send the estimate by phone or email.",
  },
  {
    question: "What areas do you serve?",
    answer:
      "Waco, Hewitt, Woodway, Robinson, Bellmead and towns across McLennan County, including Lorena, McGregor, Mart, Lacy Lakeview, China Spring, Crawford and Elm Mott.",
  },
];

/** Only these services have their own FAQs. */
export const serviceFaqs: Readonly<Record<string, readonly Faq[]>> = {
  "tree-removal": [
    {
      question: "Do I need a permit to remove a tree in Waco?",
      answer:
        "Most trees on private residential lots can be removed without a city permit, but rules differ for protected trees, commercial sites and HOA neighborhoods. We check what applies to your property before we start.",
    },
    {
      question: "Will you grind the stump too?",
      answer:
        "We can. Stump grinding is offered on every removal and is usually done the same visit, so you get one price and one cleanup.",
    },
    {
      question: "What happens to the wood?",
      answer:
        "We haul everything away by default. If you'd like firewood, we cut it to length and stack it where you want it.",
    },
  ],
  "tree-trimming": [
    {
      question: "Do you top trees?",
      answer:
        "No. Topping weakens trees and causes fast, poorly attached regrowth. We thin and reduce the crown with proper cuts instead, following ANSI A300 standards.",
    },
    {
      question: "Can you trim near power lines?",
      answer:
        "We clear branches near the service line to your house. Lines on the utility poles are handled by the utility, and we coordinate with them when needed.",
    },
    {
      question: "Why trim oaks only in winter?",
      answer:
        "Fresh wounds on oaks in spring attract the sap beetles that spread oak wilt. Trimming in the cold months and sealing each cut protects your oaks.",
    },
  ],
  "emergency-tree-service": [
    {
      question: "What should I do right after a tree falls on my house?",
      answer:
        "Get everyone out of the affected rooms, stay away from any downed power lines, and call us. If lines are down, call Oncor too. We take it from there.",
    },
    {
      question: "Will my insurance pay for emergency tree removal?",
      answer:
        "When a tree damages a covered structure, most homeowner policies pay for removal. We photograph the damage and provide the documentation your adjuster needs.",
    },
    {
      question: "Do you charge extra at night or on holidays?",
      answer: "Emergency work is priced on the phone before we roll, so you know the cost up front, day or night.",
    },
  ],
};

export function getServiceFaqs(slug: string): readonly Faq[] {
  return serviceFaqs[slug] ?? [];
}
