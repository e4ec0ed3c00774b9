// Titles sets 40 to 42 asked for that the world held only as a wider or a kindred title, so each search was
// answered by widening it: purchase and commercial managers, support and care workers, reach truck and crane operators, customs and freight desks. The top-up's people, at the
// level each title is held at; each works where its row in employers-fit.ts says.
import { type Family, specRows } from "./family.js";

const SENIOR = { Senior: ["{spec}"] };

/** One family of the top-up: its titles at one level, at employers of the industries its rows name. */
const family = (id: string, level: string, dept: string, rows: string[], common: string): Family => ({
  id,
  weight: 0,
  industries: {
    Healthcare: 2,
    Nonprofit: 1,
    Government: 1,
    Education: 1,
    Logistics: 2,
    Retail: 1,
    "E-commerce": 1,
    Manufacturing: 2,
    Construction: 2,
    Energy: 1,
    Airlines: 1,
    Hospitality: 1,
    SaaS: 1,
    Banking: 1,
    Consulting: 1,
    "Legal Services": 1,
    Pharmaceuticals: 1,
  },
  dept,
  codes: false,
  topUpOnly: true,
  ...specRows(rows),
  commonSkills: [common],
  titles: level === "Senior" ? SENIOR : { [level]: ["{spec}"] },
});

export const WIDER_FAMILIES_21: readonly Family[] = [
  family(
    "widened-care-and-casework",
    "Senior",
    "Care",
    [
      "Personal Support Worker=Patient Care;First Aid;Case Management",
      "Disability Support Worker=Patient Care;First Aid;Case Management",
      "Aged Care Worker=Patient Care;First Aid;Medication Administration",
      "Night Care Assistant=Patient Care;First Aid;Medication Administration",
      "Registered Practical Nurse=Patient Care;Medication Administration;Wound Care",
      "Community Psychiatric Nurse=Patient Care;Case Management;Medication Management",
      "Children's Social Worker=Case Management;Public Policy;Communication",
      "School Psychologist=Special Education;Student Assessment;Case Management",
      "Community Organizer=Program Management;Public Policy;Fundraising",
      "Electoral Services Officer=Regulatory Compliance;Data Entry;Project Planning",
      "Revenues and Benefits Officer=Case Management;Data Entry;Regulatory Compliance",
      "Bylaw Enforcement Officer=Regulatory Compliance;Public Safety;Communication",
    ],
    "Communication",
  ),
  family(
    "widened-yards-sites-and-desks",
    "Senior",
    "Operations",
    [
      "Reach Truck Operator=Forklift Operation;Warehouse Management;Health and Safety",
      "Counterbalance Forklift Driver=Forklift Operation;Warehouse Management;Health and Safety",
      "Mobile Crane Operator=Machine Operation;Health and Safety;Blueprint Reading",
      "Bulk Tanker Driver=Commercial Driving;Route Planning;Health and Safety",
      "Dock Supervisor=Warehouse Management;Scheduling;Forklift Operation",
      "Transport Clerk=Scheduling;Data Entry;Route Planning",
      "Customs Clearance Agent=Regulatory Compliance;Data Entry;Supply Chain Management",
      "Customs Declarant=Regulatory Compliance;Data Entry;Supply Chain Management",
      "Import Export Coordinator=Supply Chain Management;Scheduling;Regulatory Compliance",
      "MEP Coordinator=Construction Management;AutoCAD;HVAC",
      "Fire Door Inspector=Health and Safety;Regulatory Compliance;Carpentry",
      "Licensed Aircraft Engineer=Troubleshooting;Regulatory Compliance;Health and Safety",
      "Revenue Management Analyst=Forecasting;Excel;Data Visualization",
      "Desktop Support Engineer=Technical Support;Troubleshooting;Help Desk",
      "Kubernetes Administrator=Kubernetes;Linux;Docker",
      "Litigation Executive=Litigation;Legal Research;Legal Writing",
    ],
    "Health and Safety",
  ),
  family(
    "widened-managers",
    "Manager",
    "Operations",
    [
      "Purchase Manager=Procurement;Negotiation;Vendor Management",
      "Commercial Manager=Negotiation;Budgeting;Contract Law",
      "Payroll Manager=Payroll;Accounting;HRIS",
      "HSE Manager=Health and Safety;Risk Assessment;Regulatory Compliance",
      "Continuous Improvement Manager=Lean Manufacturing;Process Improvement;Change Management",
      "Volunteer Manager=Program Management;Recruiting;Event Planning",
      "Talent Acquisition Manager=Recruiting;Sourcing;Employer Branding",
      "Despatch Manager=Warehouse Management;Scheduling;Inventory Management",
      "Workforce Planning Manager=Forecasting;Scheduling;Stakeholder Management",
      "Construction Project Manager=Construction Management;Project Management;Budgeting",
      "Deputy Care Home Manager=Patient Care;Operations Management;Regulatory Compliance",
    ],
    "Leadership",
  ),
];
