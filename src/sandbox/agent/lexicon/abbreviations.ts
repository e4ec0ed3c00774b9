// Titles and skills by the names people use where the world holds them otherwise, as data: "phrase|other=
// Value" rows read into the lexicon by ./index.ts like ./words.ts's rows (words.ts is full).

/** A title's last word written short, spelt out there only ("equine vets"; "vet receptionists" keep it). */
export const SHORT_HEAD_WORDS = "vet=Veterinarian";

/** Short names of titles: phrase → the title the world spells in full. */
export const SHORT_TITLE_ROWS = [
  // A trade's apprentices named by the trade ("electrical apprentices"), as profiles title them.
  "electrical apprentice|electrician apprentice=Apprentice Electrician",
  "plumbing apprentice|plumber apprentice=Apprentice Plumber",
  "carpentry apprentice|carpenter apprentice=Apprentice Carpenter",
  "joinery apprentice=Apprentice Joiner",
  "welding apprentice|welder apprentice=Apprentice Welder",
  "bricklaying apprentice=Apprentice Bricklayer",
  "roofing apprentice=Apprentice Roofer",
  "hvac apprentice=Apprentice HVAC Technician",
  "mechanic apprentice|motor vehicle apprentice|automotive apprentice=Apprentice Mechanic",
  "plastering apprentice=Apprentice Plasterer",
  "hairdressing apprentice=Trainee Hairdresser",
  "hca|healthcare asst|health care assistant=Healthcare Assistant",
  "slp|speech pathologist|speech language pathologist|speech-language pathologist=Speech Language Pathologist",
  "vet nurse|veterinary nurse=Veterinary Nurse",
  "vet tech|vet technician|veterinary tech=Veterinary Technician",
  "rvn|registered vet nurse=Registered Veterinary Nurse",
  "cra|clinical research associate=Clinical Research Associate",
  "admin asst|admin assistant|administrative asst=Administrative Assistant",
  "exec asst|executive asst=Executive Assistant",
  "acct exec|account exec=Account Executive",
  "med asst|medical asst=Medical Assistant",
  "dental asst=Dental Assistant",
  "teaching asst=Teaching Assistant",
  // A school's own staff, where "school" says what the role is, not only where ("school teachers" teach).
  "school librarian=School Librarian",
  "school nurse=School Nurse",
  "school secretary=School Secretary",
  "school psychologist=School Psychologist",
  // A secretary of the company itself is a governance role, not an assistant's ("company secretaries").
  "company secretary|corporate secretary=Company Secretary",
  // Titles led by a number the tokenizer would read as a count.
  "3d animator=3D Animator",
  "3d artist=3D Artist",
  "3d designer=3D Designer",
  "3d modeller|3d modeler=3D Modeller",
  "2d animator=2D Animator",
  "deputy sheriff=Deputy Sheriff",
  // An engineering discipline named like an industry is the engineer's title, not where they work.
  "mining engineer=Mining Engineer",
  "automotive engineer=Automotive Engineer",
  "nuclear engineer=Nuclear Engineer",
  "agricultural engineer=Agricultural Engineer",
  "hvac engineer=HVAC Engineer",
  "partner manager=Partner Manager",
  // A field of machine learning leading the title, as the trade titles its engineers.
  "llm engineer=LLM Engineer",
  "mainframe developer|mainframe programmer|mainframe engineer=Mainframe Developer",
  "french polisher=French Polisher",
  "medical scribe=Medical Scribe",
  "email marketing specialist|email marketer=Email Marketing Specialist",
  "country manager=Country Manager",
  "channel manager=Channel Manager",
  "school cook|school chef=School Cook",
  "yard jockey|yard driver|yard hostler|yard truck driver=Yard Jockey",
  "goods in operative|goods-in operative|goods in assistant=Goods In Operative",
  "accts receivable clerk=Accounts Receivable Clerk",
  "accts payable clerk=Accounts Payable Clerk",
  // A platform's engineers by its name, as recruiters title them; the world's mobile engineers hold them.
  "ios engineer|ios developer|ios dev=iOS Engineer",
  "android engineer|android developer|android dev=Android Engineer",
  "corrections officer=Corrections Officer",
  "grocery store manager=Grocery Store Manager",
  "crna=Certified Registered Nurse Anesthetist",
  "quant dev|quant developer|quantitative developer=Quant Developer",
  // Salesforce's developers by its name, as recruiters title them (set 26; set 22 reads ServiceNow's as
  // developers who know it, as a language's are).
  "salesforce developer|salesforce dev|salesforce engineer=Salesforce Developer",
  "title examiner=Title Examiner",
  // An ERP's module consultants and a database's administrators by its name, as recruiters title them.
  "sap fico consultant=SAP FICO Consultant",
  "sap mm consultant=SAP MM Consultant",
  "sap sd consultant=SAP SD Consultant",
  "sap basis consultant=SAP Basis Consultant",
  "sap hcm consultant=SAP HCM Consultant",
  "sap pp consultant=SAP PP Consultant",
  "oracle dba|oracle database administrator=Oracle Database Administrator",
  "psw|personal support worker=Personal Support Worker",
  "911 dispatcher|911 operator=911 Dispatcher",
  "respiratory therapist|RT=Respiratory Therapist",
  "er nurse|e.r. nurse|emergency room nurse=Emergency Room Nurse",
  "med-surg nurse|med surg nurse|medsurg nurse|medical-surgical nurse|medical surgical nurse=Medical-Surgical Nurse",
  "pen tester|pentester|pen-tester=Penetration Tester",
  "pharma rep|pharma sales rep|pharmaceutical rep|pharmaceutical sales rep|pharmaceutical sales representative|drug rep=Pharmaceutical Sales Representative",
  "school crossing patrol officer|school crossing patrol=School Crossing Patrol Officer",
  // Titles the world does not hold, read whole: "will" and "works" are no verb or noun of the sentence's here.
  "clerk of works|clerk of the works=Clerk of Works",
  "will writer|wills writer=Will Writer",
  "sysadmin|sys admin|sysad=System Administrator",
  "labor and delivery nurse|labour and delivery nurse|l&d nurse=Labor and Delivery Nurse",
  // A subject's teachers, by the subject (a language here is what they teach, not a skill).
  "french teacher=French Teacher",
  "spanish teacher=Spanish Teacher",
  "german teacher=German Teacher",
  "english teacher=English Teacher",
  "math teacher|maths teacher|mathematics teacher=Math Teacher",
  "physics teacher=Physics Teacher",
  "chemistry teacher=Chemistry Teacher",
  "biology teacher=Biology Teacher",
  "science teacher=Science Teacher",
  "history teacher=History Teacher",
  "music teacher=Music Teacher",
  // An assistant to an officer is the officer's executive assistant, no officer at the CXO level.
  "assistant to the ceo|assistant to the cfo|assistant to the coo|assistant to the cto|assistant to the md|assistant to the managing director|assistant to the president|assistant to the founder|assistant to the chairman|pa to the ceo|pa to the md|ea to the ceo|executive assistant to the ceo|executive assistant to the cfo|executive assistant to the coo|personal assistant to the ceo=Executive Assistant",
  // A driver by the licence class they drive on: "HGV class 1 drivers" are HGV drivers, the "1" no count.
  "hgv class 1 driver|hgv class 2 driver|class 1 hgv driver|class 2 hgv driver|class 1 driver|class 2 driver|cat c driver|cat c+e driver=HGV Driver",
  "art teacher=Art Teacher",
  "front of house manager|foh manager|front-of-house manager=Front of House Manager",
  "rpn|registered practical nurse=Registered Practical Nurse",
  // A school's head of a year group, and an engineer licensed to certify aircraft: titles the world lacks.
  "head of year=Head of Year",
  "licensed aircraft engineer|licensed aircraft maintenance engineer=Licensed Aircraft Engineer",
  // A trade by its workers' nickname: "sparkies" wire, "chippies" do carpentry, "brickies" lay bricks.
  "sparky|sparkie=Electrician",
  "chippy|chippie=Carpenter",
  "brickie|bricky=Bricklayer",
  // Care and board roles by their initials, as rosters and boards write them.
  "ain|assistant in nursing=Assistant in Nursing",
  "cnm|clinical nurse manager=Clinical Nurse Manager",
  "ned|non-executive director|non executive director|non-exec director|non-exec=Non-Executive Director",
  "board chair|board chairman|board chairperson|chairperson|chairman|chairwoman=Chair",
  "committee chair|committee chairman|committee chairperson=Committee Chair",
  // A kitchen's grades named alone ("not commis", "no sous"): the grade is the chef's title.
  "commis=Commis Chef",
  "sous=Sous Chef",
  "hr bp|hr biz partner=HR Business Partner",
  "team leader=Team Leader",
  "programmer=Programmer",
];

/**
 * Products named by their maker or language and a word of their own: "SAP SD" is no South Dakota, "SQL
 * Server DBAs" no servers' administrators.
 */
export const PRODUCT_MODULE_ROWS = [
  "sql server|ms sql server|mssql=SQL Server",
  "sap fico|sap fi co|sap fi/co=SAP FICO",
  "sap sd=SAP SD",
  "sap mm=SAP MM",
  "sap pp=SAP PP",
  "sap hcm=SAP HCM",
  "sap abap=SAP ABAP",
  "sap bw=SAP BW",
  "sap basis=SAP Basis",
];

/** Skills named with what proves them: phrase → the skill. */
export const SKILL_PHRASE_ROWS = [
  // A skill is named as written: "licence" and "license" each keep their spelling.
  "forklift licence|forklift ticket=Forklift Licence",
  "forklift license=Forklift License",
  "hgv licence=HGV Licence",
  "hgv license=HGV License",
  "cdl|commercial driver's license|commercial drivers license=CDL",
  // A CDL's class is part of its name: "a Class A CDL" is one credential, not a class and a CDL.
  "class a cdl|cdl class a|class a commercial driver's license=Class A CDL",
  "class b cdl|cdl class b|class b commercial driver's license=Class B CDL",
  // Trade registrations and endorsements a tradesperson holds, written beside the role in terse strings.
  "gas safe|gas safe registered=Gas Safe",
  "18th edition|17th edition=18th Edition",
  "red seal|red seal certified|red seal certification|red seal ticket=Red Seal",
  "cinema 4d|c4d=Cinema 4D",
  "unreal|ue4|ue5=Unreal Engine",
  "cpc|driver cpc|dcpc|driver cpc card=Driver CPC",
  // A licence of the country where they work says no place ("a full UK driving licence").
  "driving licence|uk driving licence|full uk driving licence|full driving licence|clean driving licence=Driving Licence",
  "driver's license|drivers license|driving license|valid driver's license=Driver's License",
  "airside pass|airside id pass|airside badge=Airside Pass",
  // A welding process by its initials keeps them, as "TIG" does: "SMAW" is not spelt out.
  "stick welding=Stick Welding",
  "smaw=SMAW",
  "gmaw=GMAW",
  "fcaw=FCAW",
  "ruby on rails|rails=Ruby on Rails",
  "f-gas|f gas=F Gas",
  "hazmat|hazmat endorsement=Hazmat",
  "niceic=NICEIC",
  "twic|twic card=TWIC",
  // Site cards and safety tickets, by the initials people write in lower case as readily as in capitals.
  "cscs|cscs card=CSCS",
  "smsts=SMSTS",
  "sssts=SSSTS",
  "ipaf|ipaf licence|ipaf ticket=IPAF",
  "pasma|pasma ticket=PASMA",
  "cpcs|cpcs card|cpcs ticket=CPCS",
  "ecs card=ECS Card",
  // Accounting and payroll packages an accountant or payroll clerk is hired for, lower case in terse strings.
  "xero=Xero",
  "quickbooks|quickbooks online|qbo=QuickBooks",
  "myob=MYOB",
  "adp|adp workforce now=ADP",
  "paychex=Paychex",
  "kronos|ukg=UKG",
  "dayforce|ceridian=Dayforce",
  "freshbooks=FreshBooks",
  // Languages, frameworks and tools people name as often as those the world's profiles hold.
  "php=PHP",
  "perl=Perl",
  "cobol=COBOL",
  "fortran=Fortran",
  "delphi=Delphi",
  "django=Django",
  "fastapi=FastAPI",
  "laravel=Laravel",
  "symfony=Symfony",
  "erlang=Erlang",
  "haskell=Haskell",
  "clojure=Clojure",
  "ocaml=OCaml",
  "matlab=MATLAB",
  "spss=SPSS",
  "abap=ABAP",
  "vba=VBA",
  "power bi|powerbi=Power BI",
  "qgis=QGIS",
  "arcgis=ArcGIS",
  "revit=Revit",
  "navisworks=Navisworks",
  "catia=CATIA",
  "zendesk=Zendesk",
  "snowflake=Snowflake",
  "stata=Stata",
  "autocad civil 3d=AutoCAD Civil 3D",
  "aws d1.1|aws d1.1 certification=AWS D1.1",
  "s/4hana|s4hana|s/4 hana=S/4HANA",
  "labview=LabVIEW",
  "six sigma=Six Sigma",
  "lean six sigma=Lean Six Sigma",
  "iso 14001=ISO 14001",
  "iso 9001=ISO 9001",
  "iso 27001=ISO 27001",
  "iso 45001=ISO 45001",
  "burp suite|burp=Burp Suite",
  "civil 3d=Civil 3D",
  "tia portal=TIA Portal",
  "uipath=UiPath",
  "blue prism=Blue Prism",
  "selenium=Selenium",
  "webflow=Webflow",
  "anaplan=Anaplan",
  "lwc|lightning web components=LWC",
  "osha 10|osha 10-hour|osha 10 hour=OSHA 10",
  "osha 30|osha 30-hour|osha 30 hour=OSHA 30",
];

/** Employers named together ("the Big Four"): each of them, wanted or left out. */
export const EMPLOYER_GROUP_ROWS = [
  "big four|big 4|big four firms|big 4 firms=Deloitte;PwC;EY;KPMG",
  // "not at FAANG": the five firms, each left out ("FAANG-size companies" is a size: words.ts).
  "faang|faang companies|faang firms=Meta;Apple;Amazon;Netflix;Google",
];

/**
 * Words for what a person holds as proof of a skill: "drop the certifications" lifts the skills that are
 * credentials (names.ts), not the tools beside them.
 */
export const SKILL_FIELD_ROWS = [
  "certification|certificate|cert|accreditation|qualification|licence|license|credential|ticket=credentials",
];
/** Skills that are credentials, besides those named with a licence, card, ticket or certificate ("CDL"). */
export const CREDENTIAL_SKILLS =
  "CPA|CFA|ACCA|CIMA|ACA|CIA|CISA|PMP|CISSP|CFP|FRM|CAIA|CMA|ACLS|BLS|CPR|PALS|NRP|TNCC|CSCS|SMSTS|SSSTS|IPAF|" +
  "PASMA|CPCS|CDL|Class A CDL|Class B CDL|HGV|Hazmat|TWIC|NICEIC|Gas Safe|Red Seal|F Gas|18th Edition|ServSafe|" +
  "RBT|SIA|EPA 608|OSHA 10|OSHA 30|AWS D1.1|PGCE|QTS|NEBOSH|IOSH|First Aid|CCNA|CCNP|Security+|CompTIA A+|" +
  "ITIL|PRINCE2|Six Sigma|Lean Six Sigma|CSM|CNA|BCBA|NCLEX|ASE|TEFL|CELTA|SMAW|GMAW|FCAW|6G|3G";

/**
 * What a credential is called after its name ("a 6G ticket", "an SIA licence"): the name before it is a skill,
 * a licence keeping its word ("Counterbalance Licence"). The words that only say which one are no name.
 */
export const CREDENTIAL_NOUNS =
  "licence license certification certificate cert ticket qualification card certified accredited registered";
export const NOT_CREDENTIAL_NAMES =
  "valid current full clean relevant required professional own any some recognised";

/** Initials of a world title that people write for something else ("FDA", "RAM"): never read as the title. */
export const NOT_TITLE_INITIALS =
  "FDA RAM ARC SCM SOA DEC MBS BOM POM DAM DIM CMA SAC REB MSE ISR CRA SPT MHC DEM PLC CAD SQL API ERP CRM BIM " +
  "GIS SEO PPC ATS HSE QMS PMO SOC NLP ETL UAT SLA KPI MES HMI CNC TIG MIG EMR EHR ICU BLS CPR ACLS PALS CSS EMS FAT " +
  "AWS GCP IOT VPN LAN WAN DNS SSO MFA OKR ROI B2B B2C SME PPE COSHH LEAN AGILE CDC TAP RMA";

/** State codes that are also words, read in capitals after "in" ("in OR" is an operating room). */
export const STATE_CODES_AFTER_IN = "ME OH OK HI";

/** Vendors whose products are named after them: "Microsoft Excel", "Adobe Illustrator", "SAP S/4HANA". */
export const PRODUCT_VENDORS =
  "microsoft google adobe oracle sap salesforce aws amazon autodesk ibm apple azure atlassian zoho sage intuit cisco vmware";
