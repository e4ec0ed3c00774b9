// Titles a staffing agency's desks asked for and nobody held (care and theatres, councils and schools,
// mines, airside and warehouse floors, hotels, test and platform teams, boards and backers). The
// top-up's people, each at the level the title is held at; each works where its row in employers-fit.ts says.
import { type Family, specRows } from "./family.js";

const SENIOR = { Senior: ["{spec}"] };
const MANAGER = { Manager: ["{spec}"] };
const CXO = { CXO: ["{spec}"] };

export const WIDER_FAMILIES_20: readonly Family[] = [
  {
    id: "desks-asked-practitioners",
    weight: 0,
    industries: {
      Healthcare: 2,
      Government: 1,
      Education: 1,
      Nonprofit: 1,
      Energy: 2,
      Airlines: 1,
      Logistics: 2,
      SaaS: 1,
      "Developer Tools": 1,
    },
    dept: "Operations",
    codes: false,
    topUpOnly: true,
    ...specRows([
      "Scrub Practitioner=Surgery;Patient Safety;Patient Care",
      "Theatre Scrub Practitioner=Surgery;Patient Safety;Patient Care",
      "Medication Technician=Medication Administration;Patient Care;Clinical Documentation",
      "Arboricultural Officer=Regulatory Compliance;Risk Assessment;Health and Safety",
      "SENCO=Special Education;Lesson Planning;Case Management",
      "Monitoring and Evaluation Officer=Program Management;Data Visualization;Grant Writing",
      "Mine Planner=Project Planning;CAD;Scheduling",
      "Drill and Blast Engineer=Risk Assessment;Project Planning;Health and Safety",
      "Process Metallurgist=Process Improvement;Quality Control;Academic Research",
      "Shift Boss=Operations Management;Health and Safety;Leadership",
      "Heavy Diesel Fitter=Troubleshooting;Machine Operation;Health and Safety",
      "Ground Handling Agent=Customer Service;Scheduling;Health and Safety",
      "Crew Controller=Scheduling;Communication;Regulatory Compliance",
      "Load Controller=Scheduling;Regulatory Compliance;Health and Safety",
      "Freight Forwarding Coordinator=Supply Chain Management;Scheduling;Regulatory Compliance",
      "Cold Chain Supervisor=Warehouse Management;Food Safety;Scheduling",
      "VNA Operator=Forklift Operation;Warehouse Management;Health and Safety",
      "Yard Marshal=Commercial Driving;Scheduling;Health and Safety",
      "SDET=Test Automation;Selenium;Java",
      "Developer Experience Engineer=CI/CD;TypeScript;Kubernetes",
    ]),
    commonSkills: ["Communication"],
    titles: SENIOR,
  },
  {
    id: "desks-asked-managers",
    weight: 0,
    industries: { Energy: 2, Construction: 1, Manufacturing: 1, Hospitality: 2 },
    dept: "Operations",
    codes: false,
    topUpOnly: true,
    ...specRows([
      "SHEQ Manager=Health and Safety;Regulatory Compliance;Risk Assessment",
      "HSE Superintendent=Health and Safety;Risk Assessment;Leadership",
      "Banqueting Manager=Event Planning;Food Safety;Customer Service",
    ]),
    commonSkills: ["Leadership"],
    titles: MANAGER,
  },
  {
    id: "desks-asked-backers",
    weight: 0,
    industries: { "Venture Capital": 2, Consulting: 2, Fintech: 1 },
    dept: "Finance",
    codes: false,
    topUpOnly: true,
    ...specRows(["Angel Investor=Due Diligence;Strategy;M&A"]),
    commonSkills: ["Strategy"],
    titles: CXO,
  },
];
