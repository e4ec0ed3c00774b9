// Titles and roles: departments, the table of specific roles (the titles and seniority each names),
// function + level titles, and seniority words.
import { escapeRegExp, titleCase } from "./words.js";

export const DEPTS: Record<string, string> = {
  engineering: "Engineering",
  sales: "Sales",
  product: "Product",
  marketing: "Marketing",
  design: "Design",
  data: "Data",
  people: "People",
  finance: "Finance",
  "customer success": "Customer Success",
  analytics: "Analytics",
  ai: "AI",
  "machine learning": "Machine Learning",
  ml: "Machine Learning",
  operations: "Operations",
  ops: "Operations",
  legal: "Legal",
  hr: "Human Resources",
  "human resources": "Human Resources",
  eng: "Engineering",
  it: "IT",
};
export const DEPT_RE = Object.keys(DEPTS)
  .sort((a, b) => b.length - a.length)
  .map(escapeRegExp)
  .join("|");

/** A way of naming a role: the titles it means and, for some, the seniority it implies. */
export interface Role {
  re: string;
  titles: string[] | ((m: RegExpExecArray) => string[]);
  seniority?: string[];
}

export const ENG = "(?:engineers?|developers?|devs?|programmers?|coders?)";
/** After a specialty, a plain word for its practitioners: "machine learning folks", "infra people". */
const ENG_OR_FOLKS = "(?:engineers?|developers?|devs?|programmers?|coders?|folks|people|types|talent)";

export const SPECIFIC_ROLES: Role[] = [
  { re: "(?:engineering|eng) managers?|ems", titles: ["Engineering Manager"] },
  { re: `heads? of (${DEPT_RE})`, titles: (m) => [`Head of ${DEPTS[m[1]]}`] },
  // "heads of talent", "head of procurement": any function a head runs is the title.
  {
    re: "heads? of (?!(?:the|a|an|our|their|my|his|her|its|state|department)\\b)([a-z][a-z-]{2,})",
    titles: (m) => [`Head of ${titleCase(m[1])}`],
  },
  {
    re: `(?:[sea]?vps?|(?:senior |executive |assistant )?vice presidents?) (?:of )?(${DEPT_RE})`,
    titles: (m) => [`VP of ${DEPTS[m[1]]}`],
    seniority: ["VP"],
  },
  {
    re: `directors? of (${DEPT_RE})`,
    titles: (m) => [`Director of ${DEPTS[m[1]]}`],
    seniority: ["Director"],
  },
  // "directors of nursing", "VPs of research": any function a director or VP runs is the title.
  {
    re: "directors? of (?!(?:the|a|an|our|their|my|his|her|its|company|companies)\\b)([a-z][a-z-]{2,})",
    titles: (m) => [`Director of ${titleCase(m[1])}`],
    seniority: ["Director"],
  },
  {
    re: "(?:[sea]?vps?|(?:senior |executive |assistant )?vice presidents?) of (?!(?:the|a|an|our|their|my|his|her|its|company|companies)\\b)([a-z][a-z-]{2,})",
    titles: (m) => [`VP of ${titleCase(m[1])}`],
    seniority: ["VP"],
  },
  // "people partners", "talent partners": a function's partner is a title, not the Partner level.
  { re: "(people|talent|finance) partners?", titles: (m) => [`${titleCase(m[1])} Partner`] },
  { re: "ctos?|chief technology officers?", titles: ["Chief Technology Officer"], seniority: ["CXO"] },
  { re: "ceos?|chief executive officers?", titles: ["Chief Executive Officer"], seniority: ["CXO"] },
  { re: "cfos?|chief financial officers?", titles: ["Chief Financial Officer"], seniority: ["CXO"] },
  { re: "cmos?|chief marketing officers?", titles: ["Chief Marketing Officer"], seniority: ["CXO"] },
  { re: "cros?|chief revenue officers?", titles: ["Chief Revenue Officer"], seniority: ["CXO"] },
  { re: "cpos?|chief product officers?", titles: ["Chief Product Officer"], seniority: ["CXO"] },
  { re: "cdos?|chief data officers?", titles: ["Chief Data Officer"], seniority: ["CXO"] },
  { re: `back[- ]?end(?: ${ENG}| people| folks)?`, titles: ["Backend Engineer"] },
  { re: `front[- ]?end(?: ${ENG}| people| folks)?`, titles: ["Frontend Engineer"] },
  { re: `full[- ]?stack(?: ${ENG}| people| folks)?`, titles: ["Full Stack Engineer"] },
  { re: `(?:mobile|ios|android|app) ${ENG_OR_FOLKS}`, titles: ["Mobile Engineer"] },
  { re: `platform ${ENG_OR_FOLKS}`, titles: ["Platform Engineer"] },
  { re: `(?:infra|infrastructure) ${ENG_OR_FOLKS}`, titles: ["Infrastructure Engineer"] },
  { re: `devops(?: ${ENG})?`, titles: ["Infrastructure Engineer", "Platform Engineer"] },
  { re: `sres?|site reliability(?: ${ENG})?`, titles: ["Site Reliability Engineer"] },
  { re: `(?:security|appsec|cyber ?security|infosec) ${ENG_OR_FOLKS}`, titles: ["Security Engineer"] },
  {
    re: `(?:ml|machine learning|ai|applied ai|mle) ${ENG_OR_FOLKS}|mles`,
    titles: ["Machine Learning Engineer"],
  },
  { re: "(?:ml|ai) researchers?|research scientists?", titles: ["Research Scientist"] },
  { re: "data scientists?", titles: ["Data Scientist"] },
  { re: `data ${ENG}`, titles: ["Data Engineer"] },
  { re: "data analysts?", titles: ["Data Analyst"] },
  { re: "analytics engineers?", titles: ["Analytics Engineer"] },
  { re: "support engineers?", titles: ["Support Engineer"] },
  { re: "associate product managers?|apms?", titles: ["Associate Product Manager"] },
  { re: "product managers?|pms", titles: ["Product Manager"] },
  { re: "product designers?", titles: ["Product Designer"] },
  { re: "ux designers?", titles: ["UX Designer"] },
  { re: "ux researchers?|user researchers?", titles: ["UX Researcher"] },
  { re: "account executives?|aes", titles: ["Account Executive"] },
  { re: "account managers?", titles: ["Account Manager"] },
  {
    re: "sdrs?|bdrs?|(?:sales|business) development rep(?:resentative)?s?",
    titles: ["Development Representative"],
  },
  { re: "sales managers?", titles: ["Sales Manager"] },
  {
    re: "sales ?(?:people|persons?|reps?)|salespeople|sellers",
    titles: ["Account Executive", "Development Representative"],
  },
  {
    re: "(?:(?:who|that)\\s+(?:are|is|work|works|working)\\s+|working\\s+)in\\s+sales",
    titles: ["Account Executive", "Development Representative"],
  },
  { re: "technical recruiters?|tech recruiters?", titles: ["Technical Recruiter"] },
  // "talent acquisition" is recruiting; "talent acquisition specialists" is a title of its own.
  {
    re: "talent acquisition (specialist|partner|coordinator|advisor|consultant|lead|manager|director|associate|business partner)s?",
    titles: (m) => [titleCase(`talent acquisition ${m[1]}`)],
  },
  {
    re: "talent acquisition(?!\\s+(?:specialist|partner|coordinator|advisor|consultant|lead|manager|director|associate|business partner)s?\\b)",
    titles: ["Recruiter"],
  },
  { re: "growth marketers?", titles: ["Growth Marketing"] },
  {
    re: "product marketers?|pmms?|product marketing(?: managers?| people| folks)?",
    titles: ["Product Marketing"],
  },
  { re: "content marketers?", titles: ["Content Marketing"] },
  { re: "marketers?|marketing (?:people|folks)", titles: ["Marketing"] },
  { re: "customer success(?: managers?| people| folks| reps?| team)?|csms?", titles: ["Customer Success"] },
  { re: "financial analysts?", titles: ["Financial Analyst"] },
  { re: "(?:hr )?business partners?|hrbps?", titles: ["HR Business Partner"] },
  { re: "coos?|chief operating officers?", titles: ["Chief Operating Officer"], seniority: ["CXO"] },
  {
    re: "chros?|chief human resources officers?",
    titles: ["Chief Human Resources Officer"],
    seniority: ["CXO"],
  },
  { re: "gcs?|general counsels?", titles: ["General Counsel"] },
  { re: "gps", titles: ["General Practitioner"] },
  { re: "managing partners?", titles: ["Managing Partner"], seniority: ["Partner"] },
  // Titles made of a level's own words: a product owner owns a product, a chief of staff is no executive.
  { re: "product owners?", titles: ["Product Owner"] },
  { re: "chiefs? of staff", titles: ["Chief of Staff"] },
  { re: "tech(?:nical)? leads?", titles: ["Tech Lead"] },
  { re: "team leads?", titles: ["Team Lead"] },
  {
    re: "chief ([a-z]+) officers?",
    titles: (m) => [`Chief ${titleCase(m[1])} Officer`],
    seniority: ["CXO"],
  },
];

/** Function + level: "marketing VPs", "finance directors", "sales leaders", "HR managers", "content marketing leads". */
export const LEVEL_WORDS = "vps?|vice presidents?|directors?|heads?|managers?|leads?|leaders?|leadership";
export function functionLevel(dept: string, level: string): { titles: string[]; seniority?: string[] } {
  if (/^(?:vps?|vice)/.test(level)) return { titles: [`VP of ${dept}`], seniority: ["VP"] };
  if (/^director/.test(level)) return { titles: [`Director of ${dept}`], seniority: ["Director"] };
  if (/^head/.test(level)) return { titles: [`Head of ${dept}`] };
  if (/^manager/.test(level))
    return {
      titles: [
        `${dept === "Human Resources" ? "HR" : dept === "Machine Learning" ? "Machine Learning Engineering" : dept} Manager`,
      ],
    };
  if (/^leader/.test(level))
    return {
      titles: [`VP of ${dept}`, `Director of ${dept}`, `Head of ${dept}`],
      seniority: ["VP", "Director"],
    };
  return { titles: [dept], seniority: ["Senior"] };
}
export const SENIORITY_WORDS: [string, string][] = [
  // Before "senior": a senior vice president is a VP.
  ["(?:senior |executive |assistant )vice presidents?|[sea]vps?", "VP"],
  ["senior|seniors|sr\\.?|staff|principal|staff-level|senior-level|lead", "Senior"],
  [
    "junior|juniors|jr\\.?|entry[- ]level|entry|graduates?|new grads?|grads|early[- ]career|interns?",
    "Entry",
  ],
  ["[sea]?vps?|(?:senior |executive |assistant )?vice presidents?", "VP"],
  ["directors?", "Director"],
  ["managers?|people managers?", "Manager"],
  ["business owners?|owners?", "Owner"],
  ["co-?founders?|founders?|founding team", "Founder"],
  ["managing partners?|partners?", "Partner"],
  ["c-level|c-suite|cxos?|chiefs?|executives?|execs?", "CXO"],
];
