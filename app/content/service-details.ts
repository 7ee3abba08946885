import type { Locale, Localized } from "./locale";
import { responsePromises } from "./response-promises";
import { spanishServiceDetails } from "./service-details.es";
import { type Service, type ServiceDetails, services, type ServiceSlug } from "./services";

const english: Record<ServiceSlug, ServiceDetails> = {
  "tree-removal": {
    longDescription:
      "A tree that leans over the house, has split at the trunk or died back after drought is a risk you shouldn't have to live with. Our crews take trees down in controlled sections with ropes, rigging and a crane when the space is tight, so nothing lands on your roof, fence or your neighbor's yard. We haul every log and branch away and rake the site clean before we leave.",
    seoContent:
      "Waco's heavy clay soils, summer droughts and sudden spring storms are hard on big trees. Hackberries and cottonwoods along the Brazos River grow fast and fail young, and oak wilt has killed thousands of live oaks across McLennan County. When a tree can't be saved, our certified arborists plan the removal around your home, power lines and landscaping, handle any utility coordination, and give you a written, fixed price before work starts. Most residential removals in Waco, Hewitt, Woodway and Robinson are finished in one to two days.",
    features: [
      "Sectional takedowns for trees near homes",
      "Crane-assisted removal for tight spaces",
      "Full cleanup and debris hauling",
      "Dead, diseased and storm-damaged trees",
      "Hazard assessment by a certified arborist",
      "Utility line coordination",
      "Optional stump grinding the same visit",
      "Firewood cut to length on request",
    ],
    benefits: [
      "Protects your home, vehicles and family from falling limbs",
      "Fixed written price with no surprise charges",
      "Your yard left cleaner than we found it",
      "Fully insured crews, so you carry no liability",
    ],
    seo: {
      title: "Tree Removal in Waco, TX | Safe, Insured, Free Estimates",
      description:
        "Safe tree removal in Waco, TX by licensed, insured certified arborists. Dead, leaning and storm-damaged trees removed with full cleanup. Free estimates.",
      keywords:
        "tree removal Waco TX, tree removal service Waco, dead tree removal, hazardous tree removal McLennan County",
    },
  },
  "tree-trimming": {
    longDescription:
      "Good pruning is about the tree's long-term health, not just its looks. We remove dead and crossing wood, thin dense crowns so wind passes through, raise low limbs over driveways and sidewalks, and keep branches well off your roof. Every cut follows ANSI A300 pruning standards: no topping, no climbing spikes on living trees, and no more foliage removed than the tree can spare.",
    seoContent:
      "Live oaks, cedar elms, pecans and red oaks shade most Waco yards, and each responds differently to pruning. Oaks here should be trimmed in the coldest months, before the oak wilt beetles fly in spring, and every fresh oak cut is sealed the same day. Most mature shade trees need a structural trim every three to five years; late winter to early spring is the best time, while the tree is dormant and the branch structure is easy to see. We trim for homeowners, HOAs and businesses across Waco, Hewitt, Woodway and the surrounding area.",
    features: [
      "Crown thinning and cleaning",
      "Roof and power line clearance",
      "Canopy raising over drives and walks",
      "ANSI A300 pruning standards",
      "Oak wilt-safe timing and wound sealing",
      "Young tree structural pruning",
      "Deadwood removal",
      "Hedge and ornamental tree shaping",
    ],
    benefits: [
      "Stronger trees that stand up better to Central Texas storms",
      "More sunlight for your lawn and garden",
      "Fewer branches scraping your roof and gutters",
      "Healthier, longer-lived shade trees that add value to your property",
    ],
    seo: {
      title: "Tree Trimming & Pruning in Waco, TX | Certified Arborists",
      description:
        "Professional tree trimming and pruning in Waco, TX. Crown thinning, roof clearance and oak wilt-safe pruning by certified arborists. Free estimates.",
      keywords: "tree trimming Waco TX, tree pruning Waco, oak tree trimming, crown thinning Hewitt Woodway",
    },
  },
  "stump-removal": {
    longDescription:
      "An old stump is a trip hazard, a mower blade's enemy and a home for termites and fungus. Our grinders chew stumps and surface roots down 6 to 12 inches below the soil, and our compact machines fit through a 36-inch backyard gate. We rake the grindings into the hole or haul them off, and can fill and seed the spot so grass grows back.",
    seoContent:
      "Stumps left behind after a removal keep sprouting in Central Texas, especially hackberry, chinaberry and cedar elm. Grinding is faster and far less disruptive than digging a stump out, and it leaves the area ready for sod, a flower bed or a new tree planted a few feet away. We price stumps by diameter, offer discounts for several stumps at once, and call 811 to mark buried utilities before we grind anywhere in Waco and McLennan County.",
    features: [
      "Grinding 6-12 inches below grade",
      "Compact grinders fit through 36-inch gates",
      "Surface root grinding",
      "Multiple-stump discounts",
      "811 utility locate before every job",
      "Grindings hauled away or left as mulch",
      "Topsoil fill and seeding",
      "Stump sprout and regrowth prevention",
    ],
    benefits: [
      "A smooth, safe lawn you can mow straight across",
      "No more termites or fungus living in old wood",
      "Room to replant, build or landscape",
      "Minimal lawn damage compared with digging out",
    ],
    seo: {
      title: "Stump Grinding & Removal in Waco, TX | Fast & Affordable",
      description:
        "Stump grinding and removal in Waco, TX. Stumps and surface roots ground below grade, compact machines for backyards, cleanup included. Free estimates.",
      keywords: "stump grinding Waco TX, stump removal Waco, tree stump grinding, stump removal Hewitt",
    },
  },
  "emergency-tree-service": {
    longDescription: responsePromises.en.emergencyStory,
    seoContent:
      "Central Texas spring storms bring straight-line winds, hail and the occasional ice storm, and Waco's big live oaks and pecans carry enormous limbs. After a storm, the most dangerous part of the job is weight that's already shifted: trees leaning on a roof, limbs hung up in a canopy, trunks tangled in power lines. Our emergency crews bring rigging and cranes to remove that weight safely, work with Oncor when lines are involved, and help homeowners in Waco, Hewitt, Woodway, Robinson and Bellmead through the insurance process.",
    features: [
      "24/7 live answering, holidays included",
      responsePromises.en.emergencyFeature,
      "Trees removed from roofs and vehicles",
      "Crane and rigging for hung-up limbs",
      "Emergency tarping of roof openings",
      "Photo documentation for insurance claims",
      "Blocked driveway and road clearing",
      "Utility coordination for downed lines",
    ],
    benefits: [
      "Stops further damage to your home fast",
      "One call handles tree, tarp and cleanup",
      "Paperwork that makes insurance claims easier",
      "A calm, experienced crew when you need it most",
    ],
    seo: {
      title: responsePromises.en.emergencyTitle,
      description: responsePromises.en.emergencyMeta,
      keywords:
        "emergency tree service Waco TX, storm damage tree removal Waco, fallen tree removal, 24 hour tree service",
    },
  },
  "tree-health": {
    longDescription:
      "Thinning canopies, brown leaves in summer, peeling bark or mushrooms at the base are signs a tree is in trouble. Our certified arborists inspect the whole tree, from roots to crown, explain what they find in plain language and recommend only the treatment it needs. Many problems caught early can be treated, saving a tree that took decades to grow.",
    seoContent:
      "Oak wilt is the biggest threat to live oaks and red oaks in Waco and across Central Texas; it spreads through connected roots and by sap beetles in spring. We diagnose it, treat high-value oaks with fungicide injections and trench to break root connections. We also treat hypoxylon canker in drought-stressed post oaks, bagworms and webworms, iron chlorosis from our alkaline soils, and root damage from construction. A health assessment is also the first step when you are deciding whether a tree should stay or go.",
    features: [
      "Oak wilt diagnosis and treatment",
      "Fungicide and nutrient trunk injections",
      "Insect and pest control",
      "Deep root fertilization",
      "Iron chlorosis treatment",
      "Tree risk assessments",
      "Drought stress and watering plans",
      "Written reports for HOAs and buyers",
    ],
    benefits: [
      "Saves mature trees that are costly to replace",
      "Stops disease from spreading to your other trees",
      "Honest advice: we only treat what needs treating",
      "Greener, fuller canopies season after season",
    ],
    seo: {
      title: "Tree Health & Oak Wilt Treatment in Waco, TX | Arborists",
      description:
        "Tree health assessments and disease treatment in Waco, TX. Oak wilt, pests, chlorosis and decline diagnosed and treated by certified arborists.",
      keywords: "oak wilt treatment Waco, tree disease treatment Waco TX, arborist Waco, tree health assessment",
    },
  },
  "land-clearing": {
    longDescription:
      "Whether you are preparing a homesite, reclaiming overgrown pasture or opening a fence line, we clear exactly what you want gone and protect what you want to keep. Forestry mulchers, skid steers and chainsaw crews remove brush, cedar and unwanted trees, and we can mulch everything in place or haul it away, leaving the ground ready for the next step.",
    seoContent:
      "Ashe juniper (mountain cedar), mesquite and yaupon take over unmanaged land west of Waco quickly, crowding out grass and drinking water that pasture needs. Selective clearing keeps the healthy live oaks, cedar elms and pecans that give a property its value and shade, and removes the rest. We clear lots in Waco, China Spring, McGregor, Crawford, Lorena and across McLennan County for builders, ranchers and families, from a quarter-acre backyard to large acreage.",
    features: [
      "Lot and homesite clearing",
      "Cedar and brush removal",
      "Forestry mulching",
      "Selective clearing that keeps good trees",
      "Fence line clearing",
      "Pasture reclamation",
      "Debris hauling or mulching on site",
      "Erosion-aware clearing near creeks",
    ],
    benefits: [
      "A buildable, usable property on your schedule",
      "More grass and water for livestock",
      "Reduced wildfire fuel around your home",
      "Your best trees kept and protected",
    ],
    seo: {
      title: "Land Clearing in Waco, TX | Cedar & Brush Removal",
      description:
        "Land clearing in Waco and McLennan County: lots, cedar and brush removal, forestry mulching and fence lines, with selective clearing that keeps good trees.",
      keywords: "land clearing Waco TX, cedar clearing McLennan County, brush removal Waco, forestry mulching",
    },
  },
};

const details: Localized<Readonly<Record<string, ServiceDetails | undefined>>> = {
  en: english,
  es: spanishServiceDetails,
};

export function getServiceDetails(service: Pick<Service, "slug">, locale: Locale = "en"): ServiceDetails {
  const found = details[locale][service.slug];
  if (!found) throw new Error(`No details for the service ${service.slug}`);
  return found;
}

/**
 * The first three features of each service, by slug: what its card adds to the
 * catalog entry (services.ts), which the browser bundle already holds.
 */
export function serviceHighlights(locale: Locale): ServiceHighlights {
  return Object.fromEntries(
    services.map((service) => [service.slug, getServiceDetails(service, locale).features.slice(0, 3)]),
  );
}

export type ServiceHighlights = Readonly<Record<string, readonly string[]>>;
