// Words the reader's steps and the planner's answers read by, as data: each list names words and what
// they are to the step that reads them ("a|b" or "a b"; "word=meaning" where a word stands for something).
// The rows that tag a sentence are in ./words.ts; these are the small closed classes the steps after it use.

/** Short words ending in s that are no plural (tokens.ts). */
export const NOT_PLURAL_WORDS = "its his yes was has does this thus plus less news";
/** Nouns whose singular ends in -ie, not -y ("roadies" are roadies, not "roadys"). */
export const IE_NOUNS = "roadie ghillie bookie techie foodie newbie rookie goalie groupie hippie junkie";
/**
 * Words shortened with a full stop before a place's name, spelt out: "St. Gallen" is one place (tokens.ts),
 * "Ft. Lauderdale" the Fort Lauderdale the world holds (tagger.ts).
 */
export const PLACE_ABBREVIATIONS = "St=Saint Ste=Sainte Mt=Mount Ft=Fort";

/** A follow-up's words for the state a town lies in: "widen it back to the whole state" (chat.ts). */
/** Languages people speak: one named beside a search for speakers of another is a skill (reader.ts). */
export const LANGUAGE_WORDS =
  "english french german spanish portuguese italian dutch mandarin cantonese japanese korean arabic hindi " +
  "russian polish turkish swedish norwegian danish finnish greek hebrew tagalog vietnamese thai indonesian " +
  "malay swahili urdu bengali punjabi tamil telugu welsh irish czech hungarian romanian ukrainian farsi " +
  "catalan basque galician croatian serbian slovak slovenian bulgarian lithuanian latvian estonian icelandic " +
  "persian gujarati marathi kannada malayalam amharic somali yoruba hausa igbo zulu xhosa afrikaans maltese " +
  "albanian macedonian khmer nepali sinhala pashto kurdish armenian georgian kazakh uzbek mongolian";

export const WHOLE_STATE_WORDS = "whole state|entire state|rest of the state|statewide|state-wide";
export const WHOLE_COUNTRY_WORDS =
  "whole country|entire country|rest of the country|nationwide|countrywide|anywhere in the country|across the country";

/** Fields a name takes from a field word after it ("add Figma to the skills"). */
export const LISTED_FIELDS = "skills locations countries companyNames companyIndustries titleIncludes";

/** Words of a request that never name what a title says (ranking.ts). */
export const NOT_TITLE_WORDS =
  "the and who with for from that are any all find show get give list want need some people those them they their only also who's what about how just more most based work works working worked";

/** Words that say how or where a role works, in no title the world holds ("Outside sales reps"): roles.ts. */
export const ROLE_WORDS =
  "outside inside travelling traveling visiting floating roving temp temporary seasonal casual relief locum " +
  "itinerant peripatetic rotating overnight weekend evening morning young old male female busy bright keen driven " +
  "route territory";
/** Endings of words that describe ("Ambitious", "Motivated", "Skilled"), no employer's name: tags.ts. */
export const DESCRIBING_ENDINGS = "ous ive ed ing able ible ful ic al ish ent ant ate ly y ese ian";
/**
 * Titles the world holds that a search means as the last word's title at the industry's companies, as the
 * labels read them ("insurance underwriters" are Underwriters at insurers; "hotel concierges" stay Hotel
 * Concierges): tags.ts.
 */
export const INDUSTRY_LED_TITLES = "insurance underwriter|telecom engineer|telecoms engineer";
/** Heads of roles that work with a product, whose name before them is the product ("Workday consultants"). */
export const PRODUCT_HEADS =
  "consultant developer dev engineer programmer administrator admin dba architect specialist analyst expert";
/** Vendors whose product's roles profiles title by the vendor, module and all ("SAP FICO consultants"). */
export const TITLED_VENDOR_WORDS = "sap oracle salesforce";
/**
 * Words before such a head that make it a vendor's own role, not its product's users: "Hilti field
 * engineers", "Intercom support engineers" work at the company named (tags.ts).
 */
export const VENDOR_ROLE_WORDS = "field support sales solutions presales pre-sales customer partner channel";
/**
 * Professional credentials by their initials: before a role ("CPA accountants") or after "with" one is what
 * the person holds, a skill; its holders ("CFA charterholders") are no title of their own (skillnames.ts).
 */
export const CREDENTIAL_WORDS = "cpa cfa acca cima aca cia cisa pmp cissp cfp frm caia cma";
export const HOLDER_WORDS = "charterholder holder";
/** Heads whose unknown word before them is a language they write in ("haskell devs"): roles.ts. */
export const DEV_HEADS = "developer dev programmer coder";
/** Words after "ex-" that say where someone served, no employer's name ("ex-forces"). */
export const EX_SERVICE_WORDS = "forces military army navy services police raf marines";
/** Words for when someone works, said alone after a place ("in Leeds, nights"): no skill. */
export const SHIFT_WORDS = "nights days lates earlies weekends evenings mornings";
/** Words of knowing that say what someone researches: the plain words after them name one field. */
export const RESEARCH_CUES =
  "working on|who work on|researching|who research|specialising in|specializing in";
/** Words for a size of company that right before a role are the role's kind ("corporate counsel"). */
export const SIZE_TITLE_WORDS = "corporate enterprise";
/** Words before "developers" that say what they develop, not a language ("curriculum developers"). */
export const NOT_CODE_WORDS =
  "curriculum course business property land training instructional content community program fund talent " +
  "leadership organisational organizational product game web app mobile site housing";

/** A function's name in a manager's title, where profiles spell it otherwise: function=as in the title. */
export const MANAGER_FUNCTION_ROWS = ["Human Resources=HR", "Machine Learning=Machine Learning Engineering"];

/** Each constraint of a filter set as the answers name it: field=words. */
export const CONSTRAINT_NAMES = [
  "titleIncludes=the title",
  "companyNames=the employer",
  "companyIndustries=the industry",
  "headcountRanges=the company size",
  "seniorityLevels=the seniority",
  "locations=the location",
  "countries=the country",
  "skills=the skills",
  "minYearsExperience=the years of experience",
  "maxYearsExperience=the years of experience",
  "recentlyChangedJobs=the recent job change",
  "verifiedEmailOnly=the verified email",
  "keywords=the headline keywords",
];

/** Last words of titles that lead others, and of titles that support them: a kind of role each (widen.ts). */
export const LEAD_HEADS = "manager director head vp chief lead supervisor superintendent controller foreman";
export const SUPPORT_HEADS = "assistant associate clerk cashier attendant aide helper receptionist";
/** Words that say a level or a kind of role, not a function ("Payroll Manager" is about payroll). */
export const NOT_DISTINCTIVE_WORDS =
  "of and senior junior deputy trainee graduate apprentice officer specialist analyst coordinator partner " +
  "agent representative executive consultant advisor administrator";
/**
 * Heads too broad to stand for a specialisation: a Wind Turbine Technician is not any Technician, an antique
 * dealer no casino dealer.
 */
export const BROAD_HEADS =
  "technician engineer scientist clerk cashier cleaner inspector operator dealer driver broker maker aide officer attendant controller master";

/** Industries the population has no industry of its own for: name=the industries under it (industries.ts). */
export const UMBRELLA_ROWS = [
  "Software=SaaS;Developer Tools;Cybersecurity;Artificial Intelligence",
  // Kinds of business the population files under a wider industry of its own. (Not breweries as
  // manufacturers: that would list an engineering group as a brewery.)
  "Dental=Healthcare",
  "Plumbing=Construction",
  // Heavy industries the population files as manufacturing.
  "Steel=Manufacturing",
  "Textiles=Manufacturing",
  "Printing=Manufacturing",
  "Casinos=Hospitality",
  "Coffee=Restaurants",
  "Financial Services=Banking;Insurance;Fintech;Payments",
  "Investment Management=Banking;Venture Capital",
];

/** Nouns for companies by what they are, after the kind they are of ("textile mills"): companykind.ts. */
export const KIND_NOUN_WORDS =
  "agency studio plant mill producer supplier distributor brand chain manufacturer";

/**
 * Heads of roles that are kinds of company too, where companies are meant ("publishers with over 50 staff"):
 * head=the industry the head alone is of (none: only with the words before it, "insurance brokers").
 */
export const KIND_ROLE_ROWS = [
  "publisher=Publishing",
  "forwarder=Logistics",
  "roaster=Coffee",
  "brewer=Brewing",
  "printer=Printing",
  "builder=Construction",
  "bottler=Beverages",
  "broadcaster=Media",
  "miner=Mining",
  "packer=?",
  // Two words the world holds as a title that name a kind of company too ("at meat packers").
  "meat packer=Food Production",
  "poultry processor=Food Production",
  "solar installer=Renewable Energy",
  "contractor=Construction",
  "plant=",
  "factory=",
  "exporter=",
  "broker=",
  "maker=",
  "wholesaler=",
  "distributor=",
  "supplier=",
  // "ferry operators", "rail operators": only where the words before it name an industry ("machine
  // operators" are people).
  "operator=?",
  // Sellers and providers named by what they sell or provide ("at grocers", "at listed miners", "at aged
  // care providers"): kinds of company after "at", people elsewhere.
  "grocer=Retail",
  "miner=Mining",
  "provider=?",
  "vendor=",
];

/** Words before a noun for companies that say no industry ("private companies"): companykind.ts. */
export const NOT_INDUSTRY_WORDS =
  "private public listed global international national regional multinational independent family owned " +
  "foreign domestic leading major top biggest largest smaller larger growing established hiring partner " +
  "client target competitor rival sister parent portfolio member tiny small new old own other similar " +
  "different same various certain such real actual bigger biggest larger smaller";

/** Places of work a title may open with, kept with an industry before them ("dairy farm managers"). */
export const PLACE_TITLE_WORDS = "farm";
/** Places of work named in the singular before a title of two words or more, kept in it ("hotel night auditors"). */
export const WORKPLACE_TITLE_WORDS = "warehouse hotel restaurant hospital kitchen factory depot";

/** Nouns with a role's ending that name no one, read as no role after "a" (roles.ts). */
export const NOT_ROLE_NOUNS =
  "number member order letter matter paper corner border quarter cover power water computer printer server " +
  "folder filter answer question offer career centre center event ticket budget project report degree diploma masters doctorate";

/** Titles named with the subject taught after "in" or "of" ("lecturers in nursing"): roles.ts. */
export const FIELD_HEADS = "Lecturer Professor Teacher Tutor Instructor";

/** Titles the reader reads that the world holds as another title with a skill: title=held title;skill (widen.ts). */
export const HELD_AS_ROWS = ["iOS Engineer=Mobile Engineer;iOS", "Android Engineer=Mobile Engineer;Android"];

/** Words for a piece of work after a kind of place: "for a hospital build", "for a hotel opening" (context.ts). */
export const VENTURE_NOUN_WORDS = "build project opening launch refit fit-out contract";

/** Words after an opening "and" that ask anew, not add: "and in Hull?", "and widen it to Chile" (grammar.ts). */
export const AND_ASKS_WORDS = "in at near around for what which how widen broaden expand";

/** Verbs after "and" that start a clause of their own, ending a lift or a leaving out (values.ts). */
export const NEW_CLAUSE_VERB_WORDS = "look search check try include add show find widen";

/** A follow-up's words for taking the turn before back: "undo that, but leave out Tesla" (chat.ts). */
export const UNDO_WORDS =
  "scrap that|forget that|ignore that|cancel that|undo that|undo the last change|undo my last change|undo the last step|revert that|revert the last change|take that back|go back a step|go back one step|one step back|undo";

/** A place of the asker's own, after "our" and before one of these, is where they hire: "our Lecce office". */
export const OWN_SITE_WORDS =
  "office offices branch branches site sites team teams hub studio depot warehouse clinic";

/** Articles a place's name joins by a hyphen to its next word: "Sharm el-Sheikh", "Ras al-Khaimah" (tagger.ts). */
export const NAME_PARTICLES = "el al ad an ar as ash at az ud ul";
/** Those of them that join it with a space too ("Sharm el Sheikh"): no English word. */
export const SPACED_NAME_PARTICLES = "el al";

/**
 * Words with which the asker starts to say who they are ("I recruit for a hospital trust", "we're a 60-person
 * fintech"), up to a word of asking: their own employer, its kind and size and their own role are no filter
 * (context.ts).
 */
export const OWN_OPENING_ROWS =
  "i recruit|i invest|we invest|i'm an investor|i'm recruiting for|i am recruiting for|we're recruiting for|our company is|our company's|our firm is|my company is|i hire for|i work for|i work at|i work in|i lead|i run|i manage|i own|i head|i'm the|i'm a|i'm an|i am the|i am a|i am an|we're a|we're an|we are a|we are an|we run|we own|we're two|we're three|we're four|we are two|we are three";
export const ASKING_WORDS =
  "need needs hiring hire looking seeking searching want wants wanting after desperate recruiting find show";
