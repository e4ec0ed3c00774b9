// Words the planner reads a request by, as data: what kind of thing it asks for (people, companies, code).
// Each list is "phrase|other phrase"; a space stands for any run of spaces. Adding a cue is one row here and
// one test row.

/** Nouns that ask for people: "find me candidates", "senior engineers", "SDRs". */
export const PERSON_NOUNS =
  "people|person|persons|candidate|candidates|someone|anyone|engineer|engineers|developer|developers|dev|devs|" +
  "designer|designers|manager|managers|founder|founders|cofounder|cofounders|co-founder|co-founders|" +
  "cto|ctos|ceo|ceos|cfo|cfos|vp|vps|director|directors|recruiter|recruiters|marketer|marketers|" +
  "analyst|analysts|scientist|scientists|executive|executives|leader|leaders|hire|hires|talent|profile|" +
  "profiles|sellers|salespeople|rep|reps|consultant|consultants|partner|partners|owner|owners|head|heads|" +
  "swe|swes|sre|sres|aes|sdr|sdrs|bdr|bdrs|pms|maintainer|maintainers|contributor|contributors|" +
  "researcher|researchers|accountant|accountants";

/** Nouns that may ask for companies: "which startups", "fintechs in Berlin". */
/** Kinds of company that are roles too: companies only where the sentence names no role (intent.ts). */
export const KIND_ROLE_NOUNS =
  "publishers|brokers|forwarders|roasters|makers|wholesalers|distributors|suppliers|contractors|builders|" +
  "printers|brewers|operators|dealers|installers|grocers|miners|providers|vendors";

export const ASKED_COMPANY_NOUNS =
  "company|companies|firm|firms|startup|startups|start-ups|employers|organisations|organizations|businesses|" +
  "scaleups|scale-ups|schools|hospitals|clinics|universities|banks|agencies|fintechs|insurtechs|telcos|" +
  "insurers|retailers|consultancies|hotels|restaurants|supermarkets|airlines|councils|charities|pharmacies|" +
  "care homes|nursing homes|dealerships|building societies|coffee shops|cafes|pubs|breweries|casinos|" +
  "practices|surgeries|manufacturers|carmakers|chains|newspapers|magazines|wineries|vineyards|bakeries|" +
  "guesthouses|guest houses|drugmakers|mines|garages|salons|gyms|law firms|labs|laboratories|studios|" +
  "shipyards|funeral homes|publishers|publishing houses|agencies|mills|steelworks|refineries|factories|" +
  "pizzerias|print shops|railway operators|rail operators|train operators|telecom operators|mobile operators|" +
  "network operators|hotel groups|hotel chains|plants|car plants|dairies|creameries|sawmills|foundries|" +
  "distilleries|hatcheries|quarries|tanneries|canneries|abattoirs|slaughterhouses|grocers|providers|unis|" +
  "trusts|miners|co's|cos|clubs|groups|biotechs|medtechs|healthtechs|edtechs|proptechs|utilities|ngos|" +
  "nonprofits|non-profits|think tanks|museums|galleries|theatres|theaters|airports|ports|" +
  KIND_ROLE_NOUNS;

/** Words that size a company: "startups", "large companies", "mid-size firms". */
export const SIZED_WORDS =
  "startup|startups|start-up|start-ups|scaleup|scaleups|scale-up|scale-ups|big|bigger|large|larger|huge|" +
  "small|smaller|tiny|midsize|midsized|mid-size|mid-sized|medium|medium-size|medium-sized|enterprise|" +
  "early-stage|growth-stage";

/** Words before a company noun that point back at a reply: "at those companies". */
export const POINTING_WORDS = "those|these|the same|said|the above|the listed|the named|the mentioned";
/** The nouns such a pointer points with: "those firms", "the same shops". */
export const POINTED_NOUNS =
  "companies|firms|employers|businesses|startups|start-ups|scaleups|scale-ups|organisations|organizations|" +
  "places|shops|agencies|banks|hospitals|clinics|schools|studios|labs";
/** "the companies you listed". */
export const LISTED_NOUNS = "companies|firms|employers|ones";
export const LISTED_VERBS = "listed|named|mentioned|found|gave";

/** Bounds before a company's size: "more than 200 people". */
export const SIZE_BOUNDS =
  "more than|over|at least|above|under|below|fewer than|less than|up to|at most|between";
export const STAFF_NOUNS = "people|persons|employees|staff|headcount";

/** Words that make "director" or "VP" a title of its own rather than a function's ("Managing Director"). */
export const NOT_A_FUNCTION =
  "managing|executive|non-executive|associate|assistant|deputy|regional|creative|art|medical|technical|" +
  "account|program|programme|project|funeral|film";

/** Nouns that ask for code rather than people: "Rust repos", "libraries". */
export const REPO_NOUNS = "repos|repository|repositories|projects|library|libraries|packages|codebases";
/** Words that bring in the code host: "maintainers of", "open-source contributors", "GitHub stars". */
export const CODE_CUES =
  "open-source|open source|maintain|maintains|maintainer|maintainers|maintaining|repos|repository|" +
  "repositories|code host|contributor|contributors|contributes|contributing|github|star|stars";

/** Words before a company noun that make it where people work: "at fintech companies", "joined startups". */
export const WORKED_AT =
  "at|for|from|of|in|with|by|to|across|among|hiring|joined|join|left|moved|changed|switched|between";
/** Words that ask for something: a follow-up with none of them only amends what it follows. */
export const ASKING_WORDS =
  "which|what|list|show|find|give|get|name|how many|are there|who|search|look for|looking for|want|need";
/** A follow-up that swaps one value for another: "instead of", "rather than", "not fintech any more - gaming". */
export const SWAP_WORDS =
  "instead|rather than|in place of|swap|replace|anymore|any more|no longer|switch to|change to|" +
  "change it to|change that to";
/** A follow-up that corrects the last turn: "actually hospitals" swaps the kind, unless it asks anew. */
export const CORRECTING_WORDS = "actually|no wait";
/** Words after "company" that make it the name of a field: "company size", "company headcount". */
export const COMPANY_FIELDS =
  "size|sizes|headcount|headcounts|name|names|type|types|stage|stages|filter|filters|requirement|restriction";
/** Company nouns that are a kind of company themselves: "insurers", "fintechs", "banks". */
export const KIND_NOUNS =
  "fintechs|insurtechs|telcos|insurers|retailers|consultancies|banks|hospitals|clinics|schools|" +
  "universities|agencies|hotels|restaurants|supermarkets|airlines|councils|charities|pharmacies|care homes|" +
  "nursing homes|dealerships|building societies|coffee shops|cafes|pubs|breweries|casinos|manufacturers|carmakers|" +
  "newspapers|magazines|law firms|wineries|bakeries|shipyards|refineries|factories|salons|gyms|guesthouses|chains";
/** Words before a company noun that name no kind of company: "the companies instead". */
export const NOT_A_KIND =
  "the|those|these|some|any|other|me|us|all|of|which|what|about|list|show|find|get|give|just|only|to";
/**
 * Words that narrow a search to a kind of employer, or swap or leave one out, rather than ask for one:
 * "only hotels", "just banks", "not hotels, restaurants".
 */
export const NARROWING_WORDS =
  "only|just|solely|exclusively|purely|strictly|not|no|except|excluding|without|actually|forget|drop|scrap|ignore";
/** Pronouns that speak of people: "those in Berlin", "who know Go". */
export const PERSON_PRONOUNS = "those|them|they|ones|who|whom|their";
/** A follow-up naming people by their employer, "just the ones at Aldi": people, after a question about companies. */
export const PEOPLE_AT_WORDS =
  "ones at|those at|ones working at|those working at|ones who work at|those who work at";

/** Words after "library" or "package" that keep it code ("library with stars", "package maintainers"). */
export const CODE_NOUN_NEXT = "with|of|in|for|on|that|which|and|or|by|from|to|at|is|are";
/** Stems of the verbs and nouns of working on code after "library" or "package" ("library maintainers"). */
export const CODE_NOUN_VERBS = "maintain|author|contribut|owner|develop";
