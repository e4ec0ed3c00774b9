// Titles set 43 asked for that nobody held: research offices and labs, newsrooms and film crews, game
// studios, events and sport, charities and chambers, clinical operations, grid connections and software
// teams. The top-up's people, at the level each title is held at, at employers of their sector's
// industries. Appended after every earlier family, so the earlier titles, occupations and top-up cells
// keep their codes.
import { type Family, specRows } from "./family.js";

/** One family of the top-up: its titles at one level, at employers of the industries given. */
export const family = (
  id: string,
  level: "Entry" | "Senior" | "Manager" | "Director",
  dept: string,
  industries: Record<string, number>,
  rows: string[],
  common: string,
): Family => ({
  id,
  weight: 0,
  industries,
  dept,
  codes: false,
  topUpOnly: true,
  afterTowns: true,
  ...specRows(rows),
  commonSkills: [common],
  titles: { [level]: ["{spec}"] },
});

const RESEARCH = { Education: 4, Biotech: 2, Pharmaceuticals: 1, Healthcare: 1, Government: 1, Nonprofit: 1 };
const NEWSROOM = { Media: 6, Nonprofit: 1, Education: 1 };
const STUDIO = { Gaming: 6, Media: 1 };
const EVENTS = { Hospitality: 2, Media: 2, Nonprofit: 1, Education: 1 };
const CHARITY = { Nonprofit: 6, Healthcare: 1, Education: 1 };
const CLINICAL = { Pharmaceuticals: 3, Biotech: 3, Healthcare: 1 };
// Energy companies (developers, utilities), not the climate tech startups of carbon and solar software.
const GRID = { Energy: 6 };
const SOFTWARE = { SaaS: 3, Fintech: 1, "E-commerce": 1, "Developer Tools": 1, Banking: 1 };

export const WIDER_FAMILIES_22: readonly Family[] = [
  family(
    "asked-research-and-labs",
    "Senior",
    "Research",
    RESEARCH,
    [
      "Research Grants Officer=Grant Writing;Program Management;Regulatory Compliance",
      "Computational Linguist=NLP;Python;Machine Learning",
      "Cryo-EM Specialist=Molecular Biology;Academic Research;Cell Culture",
      "Technology Transfer Officer=Intellectual Property;Contract Law;Due Diligence",
      "Mass Spectrometry Technician=Quality Control;Academic Research;Molecular Biology",
      "Glasshouse Technician=Academic Research;Health and Safety;Data Entry",
      "Animal Technician=Animal Care;Academic Research;Health and Safety",
      "Bioinformatician=Genomics;Python;Statistics",
      "Science Communicator=Copywriting;Academic Writing;Social Media",
      "Policy Fellow=Policy Analysis;Public Policy;Academic Research",
      "Health Economist=Statistics;Policy Analysis;Financial Modeling",
      "Medical Statistician=Statistics;Clinical Trials;SQL",
      "Field Epidemiologist=Statistics;Clinical Research;Public Policy",
      "Contact Tracer=Case Management;Communication;Data Entry",
    ],
    "Communication",
  ),
  family(
    "asked-research-managers",
    "Manager",
    "Research",
    RESEARCH,
    [
      "Knowledge Exchange Manager=Stakeholder Management;Intellectual Property;Program Management",
      "Vaccine Program Manager=Program Management;Clinical Research;Stakeholder Management",
    ],
    "Leadership",
  ),
  family(
    "asked-newsrooms-and-crews",
    "Senior",
    "Editorial",
    NEWSROOM,
    [
      "Stringer=Copywriting;Social Media;Communication",
      "Fact Checker=Legal Research;Copywriting;Academic Research",
      "Data Journalist=Data Visualization;Python;SQL",
      "Sub Editor=Copywriting;Legal Writing;Social Media",
      "Health Correspondent=Copywriting;Communication;Social Media",
      "Video Journalist=Copywriting;Social Media;Communication",
      "Investigative Reporter=Copywriting;Legal Research;Communication",
      "Night Editor=Copywriting;Scheduling;Social Media",
      "Picture Editor=Visual Design;Copywriting;Social Media",
      "Sports Photographer=Visual Design;Social Media;Communication",
      "Steadicam Operator=Machine Operation;Communication;Scheduling",
      "Sound Recordist=Machine Operation;Troubleshooting;Communication",
      "Wardrobe Stylist=Visual Design;Scheduling;Communication",
    ],
    "Communication",
  ),
  family(
    "asked-game-studios",
    "Senior",
    "Design",
    STUDIO,
    [
      "Technical Artist=Prototyping;Visual Design;C#",
      "Level Designer=Prototyping;Interaction Design;User Research",
      "Narrative Designer=Copywriting;Prototyping;Interaction Design",
      "Environment Artist=Visual Design;Prototyping;Design Systems",
      "Audio Designer=Prototyping;Interaction Design;Communication",
    ],
    "Communication",
  ),
  family(
    "asked-events-and-sport",
    "Senior",
    "Operations",
    EVENTS,
    [
      "Event Producer=Event Planning;Vendor Management;Budgeting",
      "Delegate Sales Executive=Prospecting;Cold Outreach;Negotiation",
      "Academy Scout=Communication;Data Visualization;Relationship Management",
      "Strength and Conditioning Coach=Rehabilitation;First Aid;Communication",
      "Performance Analyst=Data Visualization;Statistics;Communication",
      "Sports Scientist=Statistics;Rehabilitation;Academic Research",
    ],
    "Communication",
  ),
  family(
    "asked-events-managers",
    "Manager",
    "Operations",
    EVENTS,
    [
      "Registration Manager=Event Planning;Customer Service;Data Entry",
      "Ticketing Manager=Point of Sale;Customer Service;Forecasting",
    ],
    "Leadership",
  ),
  family(
    "asked-chambers",
    "Senior",
    "Legal",
    { "Legal Services": 6, Insurance: 1 },
    [
      "Arbitration Associate=Dispute Resolution;Litigation;Legal Writing",
      "IP Paralegal=Intellectual Property;Legal Research;Legal Writing",
      "Insurance Lawyer=Litigation;Contract Law;Legal Research",
    ],
    "Communication",
  ),
  family(
    "asked-charity-fundraising",
    "Senior",
    "Fundraising",
    CHARITY,
    [
      "Legacy Fundraiser=Fundraising;Relationship Management;CRM",
      "Supporter Care Officer=Customer Service;CRM;Data Entry",
    ],
    "Communication",
  ),
  family(
    "asked-charity-leads",
    "Manager",
    "Fundraising",
    CHARITY,
    ["Trusts and Foundations Manager=Grant Writing;Fundraising;Relationship Management"],
    "Leadership",
  ),
  family(
    "asked-charity-heads",
    "Director",
    "Fundraising",
    CHARITY,
    ["Head of Philanthropy=Fundraising;Relationship Management;Strategy"],
    "Leadership",
  ),
  family(
    "asked-clinical-heads",
    "Director",
    "Clinical",
    CLINICAL,
    ["Head of Clinical Operations=Clinical Trials;Good Clinical Practice;Vendor Management"],
    "Leadership",
  ),
  family(
    "asked-software-heads",
    "Director",
    "Engineering",
    SOFTWARE,
    [
      "Head of Developer Experience=CI/CD;System Design;Strategy",
      "Head of QA=Test Automation;Testing;Strategy",
    ],
    "Leadership",
  ),
  family(
    "asked-clinical-operations",
    "Senior",
    "Clinical",
    CLINICAL,
    ["Pharmacovigilance Scientist=Regulatory Affairs;Clinical Trials;Good Clinical Practice"],
    "Communication",
  ),
  family(
    "asked-clinical-managers",
    "Manager",
    "Clinical",
    CLINICAL,
    ["Clinical Data Manager=Clinical Trials;SQL;Good Clinical Practice"],
    "Leadership",
  ),
  family(
    "asked-grid",
    "Senior",
    "Engineering",
    GRID,
    [
      "Wind Resource Analyst=Statistics;Data Modeling;Python",
      "Grid Connection Engineer=Project Planning;Regulatory Compliance;Stakeholder Management",
      "Battery Storage Engineer=Project Planning;Troubleshooting;Health and Safety",
      "Land Agent=Negotiation;Stakeholder Management;Contract Law",
    ],
    "Communication",
  ),
  family(
    "asked-software-teams",
    "Senior",
    "Engineering",
    SOFTWARE,
    ["DevSecOps Engineer=Application Security;CI/CD;Kubernetes"],
    "Communication",
  ),
  family(
    "asked-software-managers",
    "Manager",
    "Engineering",
    SOFTWARE,
    ["Platform Engineering Manager=Kubernetes;Cloud Infrastructure;Hiring"],
    "Leadership",
  ),
];
