// The reader's own words, as data: each row is "phrase|other phrase=value" (or a bare list of phrases for
// words whose kind is the value). Phrases are read through the same tokenizer as sentences, so "front-end",
// "front end" and "frontend" need one row; a plural needs none. Adding a word is one row here and one test
// row in translate-lexicon.test.ts. The world's own tables (titles, skills, cities, countries, industries)
// are read into the lexicon by ./index.ts; these rows are what the world does not say.

export { INDUSTRY_ROWS, PLACE_ROWS } from "./aliases.js";
export { DEPT_ROWS } from "./functions.js";

/** Other names of titles: phrase → the title (";" between several). */
export const TITLE_ROWS = [
  "engineering manager|eng manager|em|ems=Engineering Manager",
  "backend|back end|backend engineer|backend developer|backend dev|backend people|backend folks=Backend Engineer",
  "frontend|front end|frontend engineer|frontend developer|frontend dev|frontend people|frontend folks=Frontend Engineer",
  "full stack|fullstack|full stack engineer|full stack developer|full stack dev|full stack people=Full Stack Engineer",
  "mobile engineer|mobile developer|mobile dev|app developer|mobile folks|mobile people=Mobile Engineer",
  "platform engineer|platform developer|platform people|platform folks=Platform Engineer",
  "infra engineer|infra people|infra folks|infrastructure engineer|infrastructure people|infrastructure folks=Infrastructure Engineer",
  "devops|devops engineer|devops eng|devops people=Infrastructure Engineer;Platform Engineer",
  "sre|site reliability|site reliability engineer=Site Reliability Engineer",
  "security engineer|security people|security folks|appsec engineer|infosec engineer|cybersecurity engineer|security developer=Security Engineer",
  "ml engineer|mle|machine learning engineer|ml people|ml folks|ai engineer|applied ai engineer|machine learning people|machine learning folks|ai people|ai folks|ml developer|ai developer=Machine Learning Engineer",
  "ml researcher|ai researcher|research scientist=Research Scientist",
  "data scientist=Data Scientist",
  "data engineer|data developer=Data Engineer",
  "data analyst=Data Analyst",
  "analytics engineer=Analytics Engineer",
  "support engineer=Support Engineer",
  "it support|it support staff|it support people|it support folks|tech support|tech support staff|it helpdesk|it help desk|it service desk=IT Support",
  "service desk|service desk staff|service desk people=Service Desk",
  "helpdesk staff|helpdesk people|helpdesk folks|helpdesk team|help desk staff|help desk people|help desk team=Help Desk",
  "desktop support|desktop support staff|desktop support people=Desktop Support",
  "associate product manager|apm|apms=Associate Product Manager",
  "product manager|pm|pms=Product Manager",
  "product designer=Product Designer",
  "ux designer=UX Designer",
  "ux researcher|user researcher=UX Researcher",
  "account executive|ae|aes=Account Executive",
  "account manager=Account Manager",
  "sdr|bdr|sales development rep|sales development representative|business development rep|business development representative=Development Representative",
  "sales manager=Sales Manager",
  "who are in sales|are in sales|who work in sales|who works in sales|working in sales|salesperson|sales people|salespeople|sales rep|sales representative|seller|sales person=Account Executive;Development Representative",
  "technical recruiter|tech recruiter=Technical Recruiter",
  "talent acquisition=Recruiter",
  "growth marketer=Growth Marketing",
  "product marketer|pmm|product marketing|product marketing people=Product Marketing",
  "content marketer=Content Marketer",
  "marketer|marketing people|marketing folks=Marketing",
  "customer success|customer success manager|csm|customer success people|customer success rep|customer success team=Customer Success",
  "financial analyst=Financial Analyst",
  "hr business partner|hrbp|business partner=HR Business Partner",
  "general counsel|gc=General Counsel",
  "gp|gps=General Practitioner",
  "product owner=Product Owner",
  "chief of staff=Chief of Staff",
  "tech lead|technical lead=Tech Lead",
  "team lead=Team Lead",
  "people partner=People Partner",
  "talent partner=Talent Partner",
  "finance partner=Finance Partner",
  "vet=Veterinarian",
  "physio=Physiotherapist",
  "rn=Registered Nurse",
  "cpa=Accountant",
  "np=Nurse Practitioner",
  "lpn|licensed practical nurse=Licensed Practical Nurse",
  "lvn|licensed vocational nurse=Licensed Vocational Nurse",
  "cna|certified nursing assistant=Certified Nursing Assistant",
  "emt=Emergency Medical Technician",
  "ot=Occupational Therapist",
  "csr=Customer Service Representative",
  "dba=Database Administrator",
  "pcso|police community support officer=Police Community Support Officer",
  "rgn|registered general nurse=Registered General Nurse",
  "bdm|business development manager=Business Development Manager",
  "kp|kitchen porter=Kitchen Porter",
  "qs|quantity surveyor=Quantity Surveyor",
  "ap clerk|accounts payable clerk=Accounts Payable Clerk",
  "slt|speech and language therapist=Speech and Language Therapist",
  "letter carrier|mail carrier|postal carrier=Letter Carrier",
  "school counselor|school counsellor|guidance counselor=School Counselor",
  "fashion designer=Fashion Designer",
  "acct mgr|account mgr|acct manager=Account Manager",
  "inside sales rep|inside sales representative=Inside Sales Representative",
  "swe|sde|software engineer|software developer|software dev|coder|engineer|developer|dev=Engineer",
  "designer=Designer",
  "product people|product folks|product types=Product",
  "design people|design folks|design types=Design",
  "data people|data folks=Data",
  "hr people|hr folks=HR",
  "ops people|ops folks|operations people=Operations",
  "finance people|finance folks=Finance",
  "legal people|legal folks=Legal",
  "engineering people|eng folks|engineering folks=Engineer",
  "ux people|ux folks=UX",
  "it people|it folks=IT",
];

/** Titles that carry their own level: phrase → title=level. */
export const LEVELLED_TITLE_ROWS = [
  "cto|chief technology officer=Chief Technology Officer=CXO",
  "ceo|chief executive officer|chief executive=Chief Executive Officer=CXO",
  "cfo|chief financial officer=Chief Financial Officer=CXO",
  "cmo|chief marketing officer=Chief Marketing Officer=CXO",
  "cro|chief revenue officer=Chief Revenue Officer=CXO",
  "cpo|chief product officer=Chief Product Officer=CXO",
  "cdo|chief data officer=Chief Data Officer=CXO",
  "coo|chief operating officer=Chief Operating Officer=CXO",
  "chro|chief human resources officer=Chief Human Resources Officer=CXO",
  "cio|chief information officer=Chief Information Officer=CXO",
  "ciso|chief information security officer=Chief Information Security Officer=CXO",
  "clo|chief legal officer=Chief Legal Officer=CXO",
  "managing partner=Managing Partner=Partner",
  "fd=Director of Finance=Director",
];

/** Level nouns that make a function's title: "marketing VPs", "heads of data", "finance directors". */
export const LEVEL_NOUN_ROWS = [
  "vp|vps|vice president|svp|evp|avp|senior vice president|executive vice president|assistant vice president=VP",
  "director|dir=Director",
  "head=Head",
  "manager|mgr=Manager",
  "leader|leadership|decision maker|decision-maker|key decision maker=Leader",
  "lead=Lead",
];

/** Words for a level alone: phrase → seniority. */
export const SENIORITY_ROWS = [
  "senior|sr|staff|principal|staff level|senior level|lead|staff+|senior+|sr+|principal+=Senior",
  "junior|jr|entry level|entry|graduate|new grad|grad|early career|intern|junior level=Entry",
  "vp|vps|vice president|svp|evp|avp|senior vice president|executive vice president|assistant vice president=VP",
  "director=Director",
  "manager|mgr|people manager=Manager",
  "owner|business owner|owner operator|owner-operator=Owner",
  "founder|cofounder|co founder|founding team=Founder",
  "partner=Partner",
  "c level|c suite|cxo|executive|exec=CXO",
];

/** Nouns that name an occupation; the words before them say what kind ("employment lawyers"). */
export const HEAD_NOUNS =
  "eng operative liaison notary maker lawyer attorney counsel paralegal solicitor barrister accountant bookkeeper auditor consultant nurse dentist orthodontist hygienist physician doctor surgeon pharmacist therapist physiotherapist psychologist psychiatrist pediatrician veterinarian midwife paramedic teacher lecturer professor tutor copywriter writer editor journalist architect analyst coordinator administrator assistant associate specialist representative technician clerk cashier driver chef cook electrician plumber mechanic pilot photographer translator planner buyer practitioner counselor counsellor receptionist secretary librarian economist actuary underwriter broker agent advisor adviser strategist producer officer generalist scientist researcher instructor caregiver worker inspector estimator surveyor foreman superintendent dietitian optometrist radiographer sonographer phlebotomist attendant controller banker recruiter engineer developer designer manager operator supervisor welder carpenter machinist fitter installer aide nanny guard cleaner janitor housekeeper waiter bartender barista server sommelier baker butcher farmer gardener landscaper painter roofer glazier mason bricklayer tiler plasterer joiner rigger driver courier dispatcher picker packer loader handler merchandiser stylist hairdresser barber beautician therapist trainer coach manager executive director officer maintainer contributor lead head rep barista guide builder courier porter valet concierge steward host teller tech supv sweep optician florist curator ranger firefighter medic doula nanny cook maid tailor mngr engr eng assoc admin imam priest vicar chaplain deacon";

/** Endings of a word for someone who does something, for nouns the lexicon does not know. */
export const AGENT_SUFFIXES = "ist ian ician eer ier ographer ologist er or ant ent ee man woman";

/** Skills by other names. */
export const SKILL_ROWS = [
  "js|javascript=JavaScript",
  "ts=TypeScript",
  "golang=Go",
  "k8s=Kubernetes",
  "postgres=PostgreSQL",
  "node|nodejs=Node.js",
  "react.js|reactjs=React",
  "vue.js=Vue",
  "llm|large language model=LLMs",
  "iac=Infrastructure as Code",
  "ab testing|a/b test=A/B Testing",
  "natural language processing=NLP",
  "figma=Figma",
  "after effects=After Effects",
  "oracle|oracle database|oracle db=Oracle",
];

/** Skills that are everyday words too: read only as written with a capital ("Go", not "go"). */
export const CASED_SKILLS =
  "Go|Swift|Spark|Excel|Git|Testing|Strategy|Leadership|Hiring|Mentoring|Communication|Networking|Recruiting|Onboarding|Sourcing|Budgeting|Interviewing|Compensation|Prioritization|Positioning|Renewals|Forecasting|Accounting|Negotiation|Prospecting|Troubleshooting|Fundraising|Statistics|Accessibility|Presentations|Customer Success|Machine Learning|Triage|Diagnosis|Surgery|Litigation|Payroll|Procurement|Compounding|Rehabilitation|Lending|Underwriting|Genomics|Customer Service|Food Safety|Animal Care|Quality Control|Risk Management|Risk Assessment|Project Planning|Program Management|Event Planning|Grant Writing|Public Policy|Policy Analysis|Claims Management|Kitchen Management|Menu Development|Health and Safety|Construction Management|Relationship Management|Credit Analysis|Lean Manufacturing|Clinical Trials|Clinical Research|Case Management|Structural Analysis|Regulatory Affairs|Molecular Biology|Cell Culture|Test Automation|R|Dart|Flask|Groovy|Elixir|Lua|Apex|Playwright";

/** Place names short enough to be ordinary words: read only as written (upper case). */
export const CASED_PLACES = "us|la|sf|nz|dc|it|kl|atl";

/** US states' postal codes that are everyday words or other places ("OK", "IN", "LA"): not read as states. */
export const UNREAD_STATE_CODES = "IN LA ME OH OK OR HI DC";
/** Codes of other countries' states and provinces read as the place ("AB", "ON", "WA" are read otherwise). */
export const STATE_CODES_ABROAD = "NSW QLD VIC TAS BC QC SK MB NB NS";

/** Regions as the countries they stand for. */
export const REGION_ROWS = [
  "europe|european union|eu|emea=United Kingdom;Ireland;Germany;France;Netherlands;Sweden;Denmark;Switzerland;Spain;Portugal;Poland",
  "nordics|nordic countries|the nordic countries|nordic region=Denmark;Finland;Iceland;Norway;Sweden",
  "scandinavia|scandinavian countries=Denmark;Norway;Sweden",
  "dach|dach region|dach countries=Germany;Austria;Switzerland",
  "benelux|benelux region|benelux countries=Belgium;Netherlands;Luxembourg",
  "arabian gulf|the arabian gulf|arab gulf|gcc|gcc region|gcc countries|gcc states|gulf states|gulf countries|gulf region|gulf cooperation council|arab gulf states=Bahrain;Kuwait;Oman;Qatar;Saudi Arabia;United Arab Emirates",
  "baltics|the baltics|baltic states|baltic countries|baltic region=Estonia;Latvia;Lithuania",
  "low countries|the low countries=Belgium;Netherlands;Luxembourg",
  "latin america|latam|south america=Brazil;Mexico",
  "iberia|iberian peninsula|the iberian peninsula=Spain;Portugal",
  "north america=United States;Canada",
  "apac|asia pacific|asia=India;Singapore;Japan;Australia",
  // Regions by every country within them, the world's or not: a search names them all.
  "central america=Belize;Costa Rica;El Salvador;Guatemala;Honduras;Nicaragua;Panama",
  "central asia=Kazakhstan;Kyrgyzstan;Tajikistan;Turkmenistan;Uzbekistan",
  "balkans|the balkans|balkan countries|balkan states=Albania;Bosnia and Herzegovina;Bulgaria;Croatia;Greece;Kosovo;Montenegro;North Macedonia;Romania;Serbia;Slovenia",
  "western balkans|the western balkans=Albania;Bosnia and Herzegovina;Kosovo;Montenegro;North Macedonia;Serbia",
  "west africa=Benin;Burkina Faso;Cape Verde;Gambia;Ghana;Guinea;Guinea-Bissau;Ivory Coast;Liberia;Mali;Mauritania;Niger;Nigeria;Senegal;Sierra Leone;Togo",
  "east africa=Burundi;Djibouti;Eritrea;Ethiopia;Kenya;Rwanda;Somalia;South Sudan;Tanzania;Uganda",
  "north africa=Algeria;Egypt;Libya;Morocco;Tunisia",
  "caribbean|the caribbean=Antigua and Barbuda;Bahamas;Barbados;Cuba;Dominica;Dominican Republic;Grenada;Haiti;Jamaica;Puerto Rico;Saint Kitts and Nevis;Saint Lucia;Saint Vincent and the Grenadines;Trinidad and Tobago",
  "southeast asia|south east asia|south-east asia=Brunei;Cambodia;Indonesia;Laos;Malaysia;Myanmar;Philippines;Singapore;Thailand;Timor-Leste;Vietnam",
  "middle east|the middle east=Bahrain;Egypt;Iran;Iraq;Israel;Jordan;Kuwait;Lebanon;Oman;Qatar;Saudi Arabia;Syria;Turkey;United Arab Emirates;Yemen",
];

/** Words after a name that say it is a skill: "Gazebo experience". */
export const SKILL_NOUNS = "experience skill skills expertise background knowledge chops proficiency";

/** Words before "experience" that say how much or what sort, never what it is of: "relevant experience". */
export const EXPERIENCE_QUALIFIERS =
  "relevant prior previous past some any more much little enough real proven practical good great strong " +
  "solid extensive broad deep wide recent direct hands-on professional work working field frontline " +
  "international overseas local domestic commercial similar related equivalent sector senior junior " +
  "managerial supervisory team people client customer agency corporate lived paid unpaid volunteer " +
  "the their his her this that such plenty lots years year nights days weekends evenings";

/** Words that join a name's parts ("Marks & Spencer", "Punta del Este", "Vila do Conde"). */
export const NAME_JOINERS = "& de del della di do dos da das du";

/** Places of work that say where, not what: "university lecturers" (but "high school teachers"). */
export const WORKPLACES = "school university college company startup";

/** Words for a company's former people, after its name: "Spotify alumni". */
export const ALUMNI = "alumni alums alum veterans veteran";

/** Products that are also employers' names: after "at" they are the employer ("AEs at Salesforce"). */
export const EMPLOYER_SKILLS =
  "salesforce sap hubspot tableau figma oracle workday zoho servicenow xero adp zendesk intercom shopify";

/** Levels' words that name a narrower kind of title: left out, they are a title to leave out. */
export const NARROWER_THAN_LEVEL = "intern trainee apprentice";

/** Company sizes in words: phrase → bands. */
export const SIZE_ROWS = [
  "sme|smb|startup|start up|early stage|early stage company|seed stage|small company|small business|small team|small firm|small shop|smaller company|tiny company|small agency|small practice|small studio|small consultancy|boutique agency|boutique firm=1-10;11-50;51-200",
  "mid size|mid sized|midsize|midsized|mid size company|medium size|medium sized|medium sized company|mid market=51-200;201-500;501-1000",
  "scaleup|scale up|growth stage|growth stage company=51-200;201-500;501-1000",
  "big company|bigger company|large company|larger company|huge company|big corporation|large corporation|big firm|large firm|large enterprise|big enterprise|large organisation|large organization|big employer|large employer|enterprise|enterprise company|enterprise size|enterprise sized|enterprise scale|enterprise scale firm|enterprise firm|corporate|corporation|multinational|fortune 500|big org|large org|big tech|large agency|big agency|large practice=1001-5000;5001-10000;10001+",
  "faang size|faang sized|faang scale|big tech size|big tech sized|big tech scale=10001+",
];

/** Nouns for a company's people, after a number: "200 employees". */
export const STAFF_WORDS = "employee staff people ppl headcount person worker fte ones";

/** Nouns for years of experience. */
export const YEAR_WORDS = "year yr yoe pqe";

/** Bounds on a number, before it ("at least 5") or after it ("5 or more"): phrase → min | max | more | less. */
export const BOUND_ROWS = [
  "at least|minimum|min|minimum of|a minimum of|no less than|not less than|no fewer than|not under|upwards of|+|plus|or more|or above|and up|and above|make it=min",
  "more than|over|above|greater than|north of|bigger than|larger than|in excess of|exceeding=more",
  "at most|up to|no more than|not more than|not over|not above|no longer than|maximum|max|maximum of|a maximum of|tops|or less|or fewer|or under|at max=max",
  "less than|under|fewer than|below|shy of|short of|smaller than=less",
];

/** Words that ask, count or courteously fill: never part of a title, never a name. */
export const FILLER_WORDS =
  "employ employs a an the some any all few several many more other find finding getting me us need needs want wants hire hiring looking look for get show list top best good great experienced seasoned strong remote local only just also and or of with in at from who that to our my their qualified licensed certified freelance independent new recent former ex current people folks not no but than instead rather include add plus hmm actually now then self employed bilingual multilingual most in house inhouse contract permanent full time hybrid onsite on am after chasing wanted needed require requires talented excellent solid mind pull pulling dig digging round rounding rustle track tracking hunt hunting bring bringing fetch fetching up down out see meet view browse locate identify spot discover kindly i we you can could would please give search searching seeking source sourcing recruit recruiting are is there where which what whos who's every each ok okay so hey hi ideally honestly frankly basically realistically hopefully maybe like into named called someone somebody anyone anybody everyone person candidate profile individual professional employee ones those these them they lot bunch couple handful dozen works lives knows has have does uses speaks about how try switch fewer others result match option name email detail themselves be been being was were will do did done let let's lets help thanks thank cheers asap urgently urgent pls take throw bump narrow change widen put expand limit restrict keep move focus look as among working now phd good morning afternoon evening hello there here want wanted pls plz interested interest grateful able know it's its this these please could you mind for able anything something somewhere else instead one ones them again back currently still would like love appreciate possible though specifically interim share fresher freshers";

/** Phrases that name no value: a stage of funding ("Series A startups"), a shift, a level the spec lacks ("mid-level"). */
export const STAGE_WORDS =
  "series a|series b|series c|series d|series e|pre seed|on site|part time|hands on|seed round|night shift|day shift|overnight shift|graveyard shift|weekend shift|much appreciated|on staff|on the staff|on their staff|mid level|midlevel|mid career|intermediate level|on nights|nights only|working nights|nightshift|night work|evenings|weekends|weekend work";

/** What the asker does: "we're staffing a new hotel opening" asks for no staffing firm or hotels, "our first
 * engineer" no kind of engineer. */
export const ASKER_VERB_WORDS =
  "we're staffing|we are staffing|i'm staffing|i am staffing|staffing up|staffing a|staffing an|staffing our|staffing the|hotel opening|restaurant opening|store opening|shop opening|hospital opening|clinic opening|site opening|branch opening|our first|our next|my first";

/** Words before a state's name that say it is one: "in the state of Ohio". */
export const STATE_OF_WORDS = "the state of|state of";

/** Nouns for the companies people work at: "fintech companies", "at startups". */
export const COMPANY_NOUNS =
  "company firm business vendor house shop maker organisation organization org employer manufacturer chain co cos provider";

/** Cues, each a kind of word the grammar acts on: phrase → cue. */
export const CUE_ROWS = [
  // Leaving out.
  "keep away from|stay away from|steer clear of|skipping|leaving aside|leave aside|set aside|setting aside|bar|ruling out|rule out|ruled out|don't include|do not include|please don't include|anyone but|anybody but|everyone but|all but|anywhere but|everywhere but|anywhere except|everywhere except|unverified|unconfirmed|unvalidated|haven't|hasn't|didn't|not|no|never|nor|aren't|isn't|don't|doesn't|won't|wasn't|weren't|shouldn't|mustn't|without|w/o|excluding|exclude|except|except for|apart from|other than|minus|leave out|leaving out|filter out|filtering out|filter|steer clear of|keep out|avoid|but not|but no|outside of|nobody|no one|none|non=not",
  // Swapping one value for another: the values after it are the ones swapped out.
  "instead of|rather than|as opposed to|in place of|swap|replace|change|switch|switch from|move away from|not any more|no longer=from",
  // Where the values after it are the ones swapped in.
  "for|with|to|by=into",
  // Asking again, after what was swapped out or lifted: "strike out bookkeepers and give me auditors".
  "i want|we want|i need|we need|i'd like|we'd like|give me|show me|find me|go for=want",
  // Starting over inside a sentence: what follows replaces what came before it in the same field.
  "who are now|who're now|now working as|who now work as|working as|currently working as|no wait|wait|actually|nah|nope|sorry|i mean|i meant|meant|oops|whoops|my bad|my mistake|scratch that|correction|make that|make it|change it to|change that to|what about|how about|let's do|lets do|go with|switch to|swap to|swap it to|swap that to|try|go back to|switch back to|revert to|return to|move it to|move that to|move the search to=over",
  "instead=instead",
  // Adding to what is there.
  "also|too|as well|add|plus|in addition|additionally|include|including|and also|along with|toss in|throw in|chuck in|tack on|add in|lump in=also",
  // Lifting a requirement.
  "not just|not only|neither does|nor does|neither do|nor do|strike out|doesn't need to be|does not need to be|don't need to be|needn't be|don't have to be|doesn't have to be|hide|it's fine if|its fine if|fine if|ok if|okay if|don't mind if|do not mind if|drop|remove|cut|scrap|scratch|forget|forget about|ignore|lose|skip|delete|clear|get rid of|ditch|nix|axe|bin|kill|toss|chuck|waive|relax|loosen|loosen up on|ease|ease off on|ease up on|do away with|dispense with|leave off|never mind|no need for|regardless of|take out|strike|cross out|don't need|do not need|don't care about|do not care about|don't require|do not require|stop filtering by|stop filtering on|no longer need|any amount of|any level of|open it up to|open up to|opening it up to|open it to|don't worry about|do not worry about|no need to worry about|not bothered about=lift",
  "doesn't really matter|does not really matter|really doesn't matter|is wrong|are wrong|isn't right|is not right|'s not right|doesn't matter|does not matter|don't matter|do not matter|isn't important|is not important|aren't important|not important|isn't needed|is not needed|not needed|isn't required|not required|not necessary|aren't required|are not required|aren't needed|are not needed|isn't necessary|is not necessary|aren't necessary|isn't essential|is not essential|not essential|but not essential|but not required|but not necessary|but not needed|but not mandatory|but not a must|aren't essential|are not essential|isn't a must|is not a must|not a must|isn't mandatory|is not mandatory|not mandatory|isn't a requirement|is not a requirement|not a requirement|isn't relevant|not relevant|is irrelevant|are irrelevant|irrelevant|is flexible|are flexible|or not|whether or not|off the list|off|out of the locations|out of the list|out of the search|out of it=lifted",
  // Said after what it leaves out: "Novartis and Roche people are not of interest".
  "off the table|off limits|is off the table|are off the table|out|keep out|are not of interest|is not of interest|not of interest|are off limits|is off limits|are out|is out|are excluded|is excluded|not wanted|are not wanted=notAfter",
  // Said after a past employer: "with Amazon in their past".
  "in their past|on their cv|on their resume|in their background|in their work history|in their history|behind them|before=pastAfter",
  "is fine|are fine|are ok|is ok|are okay|is okay|are welcome|is welcome|are allowed|is allowed|works too|work too|count too|counts too|acceptable|are acceptable|is acceptable|welcome|are welcome now|allowed=fine",
  "only|just|exclusively|solely=only",
  // Said after what is to stay: "C++ is enough".
  "is enough|are enough|will do|is plenty=enough",
  // "moved to another airline": the value after it is no one's requirement.
  "another|a different|some other=other",
  // "not the ones still at X": the past staff of X.
  "still at|still with|currently at|ones still at|who are still at=stillAt",
  // What a headline must say: the rest of the clause.
  "headline mentions|headline mentioning|whose headline mentions|headline says|headline saying|headline containing|headline contains|bio mentions|bio says|headlines mention|headline that mentions|mention|mentions|mentioning=keywords",
  // Title words named as such: "with intern in their title", "titled Associate".
  "in their title|in the title|in their job title|in their titles|in title|in their job titles=titledAfter",
  "titled|whose title is|whose title was|titled as|with the title of|whose title says|whose title contains|whose title includes|with the title|with title|whose titles say=titledBefore",
  // Where someone works.
  "at|from|with|for|by|works at|work at|working at|employed at|employed by|work for|works for|working for|currently at|now at=at",
  "not just current|not only current|current and former|former and current|past or present|past and present|spent a few years at|spent years at|spent some years at|ex|quit|who quit|did a stint at|had a stint at|with a stint at|stint at|once worked for|once worked at|worked for|used to be employed by|were employed by|was employed by|previously employed by|used to work for|used to work there|used to be there|flew for|once flew for|previously flew for|used to fly for|used to fly with|flew with|once flew with|worked there|moved on from|came from|who came from|coming from|who come from|came over from|jumped from|who jumped from|poached from|have moved on from|who've moved on from|no longer at|are no longer at|once at|were once at|was once at|once worked at|spent time at|former|formerly|formerly at|previously|previously at|used to work at|used to be at|worked at|alumni of|alumni|alum|alums|left|who left|past|who used to work at|ex employee|ex employees=was",
  // Where someone lives.
  "in|based in|located in|living in|near|around|across|within|throughout|out of|based out of|based|located|covering|on the=in",
  // What someone knows.
  "with|w/|know|knows|knowing|who know|using|uses|use|experience in|experience with|experienced in|expertise in|skilled in|proficient in|background in|fluent in|strong in|code in|codes in|program in|programs in|familiar with|versed in|speak|speaks|speaking|who speak|who speaks|speak fluent|speaks fluent|who speak fluent|who speaks fluent|they need|they must have|must have|must know|they must know|should know|they should know|who can do|can do|can use|who can use|able to do|able to use|who've used|who have used|have used|has used|having used|working on|who work on|researching|who research|specialising in|specializing in=knows",
  // Where a number stops being a count: "find 5".
  "find|get|show|give|pull|list|top=ask",
];

/** Words that name a field as such, for lifting a whole field: phrase → fields. */
export const FIELD_ROWS = [
  "big or small|small or big|large or small|big or small employer|big or small company|company size|size|headcount|headcount range|employee count|company headcount=headcountRanges",
  "seniority|seniority level|level|seniority requirement|level requirement=seniorityLevels",
  "location|location requirement|city|place|geography|country|region|metro|anywhere|worldwide|globally|all locations|everywhere|any location=locations;countries",
  "skill|skill requirement|tech stack|stack|technology=skills",
  // A group of a field's values: the skills that are languages (reader.ts).
  "language|language requirement|language skill|spoken language|language filter=languages",
  "past employer|previous employer|company|company name|employer=companyNames;currentEmployersOnly",
  "industry|sector|vertical|chains|kind of employer|type of employer|kind of company|type of company=companyIndustries",
  "how long they've been working|how long they have been working|how long|how experienced|how many years|years|year|yrs|yr|years of experience|experience|experience requirement|experience level|tenure=minYearsExperience;maxYearsExperience",
  "job title|title|role=titleIncludes;titleExcludes",
  "email|verified email|email requirement|email verification|verification=verifiedEmailOnly",
  "job change|recent job change|job move|recently changed|job changer=recentlyChangedJobs",
  "keyword|headline=keywords",
];

/** The recent-job-change flag: a time word and a job word in one clause, or one of these phrases. */
export const RECENT_ROWS = {
  phrases:
    "job changer|job mover|job switcher|job hopper|new joiner|new hire|new job|new role|recent job change|recent move|recent mover|recent joiner|recent hire|recent change|starting out somewhere new|started out somewhere new|recently changed|recently switched|recently moved|recently joined|recently started|recently hired|just joined|just started|just changed|just moved|just switched|newly hired|newly joined|moved schools|switched firms|changed firms|somewhere new|someplace new|somewhere else|new company|new employer|new position|new firm|new post|jumped ship|jumping ship|new gig",
  time: "recently lately newly month week",
  verb: "changed switched moved changing switching joined hopped hopping jumped swapped started hired left quit",
  job: "job role company employer position post firm team gig",
};

/** The verified-email flag: an email word and a word that says it works, in one clause. */
export const VERIFIED_ROWS = {
  email: "email mail address emails",
  good: "reached contacted emailed contact unverified unconfirmed verified confirmed validated valid working deliverable checked usable useable reachable contactable reach use",
  phrases: "can email|could email|can actually email|can reach by email|can contact by email",
};

/** Titles' words spelt two ways: profiles say "Head of HR" but "Director of Human Resources". */
export const SPELLING_ROWS = ["Human Resources=HR", "HR=Human Resources"];

/** Numbers in words. */
export const NUMBER_ROWS =
  "one=1 two=2 three=3 four=4 five=5 six=6 seven=7 eight=8 nine=9 ten=10 eleven=11 twelve=12 thirteen=13 fourteen=14 fifteen=15 sixteen=16 seventeen=17 eighteen=18 nineteen=19 twenty=20 thirty=30 forty=40 fifty=50 sixty=60 seventy=70 eighty=80 ninety=90 hundred=100 decade=10 dozen=12 couple=2";

/** Skills that name a team: asked for with no role ("helpdesk in Oslo"), its people by the world's title. */
export const ROLE_SKILL_ROWS = [
  "Help Desk=Help Desk",
  "Customer Support=Customer Support",
  "Customer Service=Customer Service",
  "Technical Support=IT Support",
];

/** Words a title abbreviates, spelt out: "asst store mgr" is an Assistant Store Manager. */
export const TITLE_ABBREVIATIONS =
  "asst=Assistant assoc=Associate coord=Coordinator tech=Technician mktg=Marketing maint=Maintenance supv=Supervisor " +
  "lab=Laboratory bi=Business Intelligence helpdesk=Help Desk rep=Representative mgr=Manager mngr=Manager gm=General Manager " +
  "mgmt=Management engr=Engineer eng=Engineer proj=Project ops=Operations mfg=Manufacturing svc=Service admin=Administrator dba=Database Administrator " +
  "vetinary=Veterinary replen=Replenishment reg=Registration";

/** Initialisms a title keeps in capitals. */
export const INITIALISMS = "hr ux ui it qa qc seo ml ai vp gp crm b2b b2c sdr bdr icu hvac cnc er nhs";

/** Heads that alone say how someone works, not what as: "remote workers". */
export const BARE_NOT_ROLES = "worker person professional tech";

/** Nouns for people who build software or design: the words before them are what they use, not a kind. */
export const GENERIC_HEADS = "engineer developer dev programmer coder designer swe sde";

/** The functions every company has: their director is always "Director of X". */
export const CORE_DEPTS =
  "Engineering|Sales|Product|Marketing|Design|Data|People|Finance|Customer Success|Analytics|Operations|Legal|Human Resources|IT|AI|Machine Learning";

/** Words that make "director" a title of its own rather than the head of a function. */
export const DIRECTOR_KINDS =
  "managing executive non associate assistant deputy regional creative art medical technical account program programme project funeral film";

/** Words that open a place's name ("New Orleans", "The Hague") though alone they are fillers. */
export const NAME_OPENERS = "the new san los las st saint el le la de des";

/** Plural nouns that name what a sentence counts or asks about, not people. */
export const NOT_ROLES =
  "pub brewery casino dealership bakery school hospital bank clinic university college store shop team email year month week day skill title role job position location city country place industry sector requirement filter result number phone link profile company firm startup night evening weekend shift degree";
