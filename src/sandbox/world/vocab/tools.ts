// Tools, packages and credentials of an occupation beyond the skills people list in their eight slots
// (tools.ts): "tools;…=title pieces;…". A title holding any piece (lower case, as the title filter reads
// it) may hold each tool of the row; a skill the slots' vocabulary already has is not repeated here.
export const TOOL_ROWS = [
  // Skills the slots list for some occupations, used by others too.
  "SAP;Excel=inventory;buyer;purchasing;procurement;supply chain;materials planner;demand planner;warehouse supervisor;warehouse manager;logistics",
  "SQL;Python;Excel;Tableau;Power BI=data analyst;business analyst;bi analyst;business intelligence;reporting analyst;insights analyst;financial analyst;operations analyst;analytics",
  "Kotlin;Swift;Flutter;Firebase;React Native=mobile;android;ios ",
  "dbt;Spark;Airflow;Python;SQL=data engineer;analytics engineer;data platform;etl",
  "PyTorch;Python;TensorFlow;Hugging Face=machine learning;ml engineer;ai engineer;data scientist;nlp;computer vision;llm",
  "SolidWorks;AutoCAD;CATIA;Ansys;MATLAB=mechanical engineer;mechanical designer;design engineer;industrial designer;product design engineer;cfd;aerospace engineer;manufacturing engineer",
  "AutoCAD=architect;drafter;draughts;cad ;civil engineer;structural engineer;electrical engineer;surveyor;interior designer",
  "Salesforce;HubSpot=sales representative;sales executive;account executive;account manager;business development;sales manager;sales operations;revops;marketing;customer success;crm",
  "HVAC=hvac;heating;refrigeration;air conditioning;building services",
  "Jira;Agile;Scrum=project manager;scrum master;product owner;product manager;delivery manager;agile coach",
  // Finance and accounts.
  "Xero;QuickBooks;Sage;Sage 50;MYOB;NetSuite;Excel Macros=bookkeep;accountant;accounts assistant;accounts payable;accounts receivable;accounts clerk;accounting;credit controller;finance assistant;finance officer;payroll",
  "IFRS;ACCA;CIMA;SAP FICO;DATEV;TOTVS;Power Query;Anaplan;Adaptive Insights=accountant;controller;finance manager;financial analyst;fp&a;finance director;chief financial;cfo;auditor;tax ",
  "ADP;Workday;SuccessFactors;Paychex;BrightPay=payroll",
  "CFA;FRM;Bloomberg;CFP;Prophet;SAS=financial analyst;investment analyst;equity analyst;credit analyst;risk analyst;esg analyst;actuarial analyst;portfolio;investment;actuar;financial planner;financial adviser;financial advisor;wealth;trader;risk ",
  "CeMAP=mortgage",
  // Data, analytics and machine learning.
  "Snowflake;BigQuery;Redshift;Databricks;Fivetran;Dagster;Flink;PySpark;ClickHouse;Kafka=data engineer;analytics engineer;data architect;data platform;etl;big data",
  "Looker;Qlik;DAX;Alteryx;Metabase;Power Query;Snowflake;BigQuery;Stata;R=data analyst;bi analyst;business intelligence;analytics;reporting analyst;insights analyst;analytics engineer",
  "Stata;R;SAS;TensorFlow;JAX;CUDA;LangChain;Hugging Face;MLflow=data scientist;machine learning;ml engineer;ai engineer;llm engineer;research scientist;applied scientist;statistician;quantitative;nlp;computer vision",
  // Software.
  "PHP;Laravel;WordPress;Magento;Django;FastAPI;Ruby on Rails;Rails;Spring Boot;NestJS;Prisma;Supabase;Firebase;Elixir;Phoenix;Clojure;Haskell;OCaml;ABAP;Mendix;COBOL;Fortran=backend;full stack;software engineer;software developer;web developer;developer;programmer;application engineer",
  "Tailwind;htmx;Svelte;Webflow;Jetpack Compose;Flutter;Storybook=frontend;front end;full stack;web developer;web designer;mobile engineer;mobile developer;android;ios ",
  "Pulumi;Ansible;GitLab CI;Istio;Cilium;eBPF;Grafana;Prometheus;Splunk=devops;site reliability;sre;platform engineer;infrastructure engineer;cloud engineer;systems engineer;security engineer;soc analyst",
  "Playwright;Cypress;Selenium=test;qa ;quality assurance;automation engineer;sdet",
  "C;C++;RTOS;FreeRTOS;Zephyr;AUTOSAR;Verilog;VHDL;LabVIEW;MATLAB;ROS=embedded;firmware;fpga;robotics;controls engineer;test engineer;hardware engineer;electronics;quant developer",
  "Apex;LWC;Pardot=salesforce",
  "UiPath;Power Automate=rpa;automation developer;process automation",
  "Unreal Engine;Godot;Blender=game",
  "ServiceNow;Jira;Confluence;ITIL=service desk;help desk;it support;servicenow;release manager;scrum master;agile coach;delivery manager",
  "Juniper;Cisco;CCNA;CCNP=network",
  "CISSP;CEH;OSCP;Burp Suite;CompTIA Security+=security analyst;penetration tester;security engineer;security consultant;soc analyst;ethical hacker;cyber",
  "Oracle=database administrator;dba",
  "S/4HANA;SAP EWM=sap ",
  "Odoo;NetSuite=erp",
  // Design and media.
  "Figma;Illustrator;InDesign;Photoshop;Sketch;Webflow=designer;illustrator;art director",
  "After Effects;Cinema 4D;Premiere Pro;DaVinci Resolve;Houdini;Maya;ZBrush;Blender=motion;animator;video editor;film editor;colourist;colorist;3d artist;vfx;videographer",
  "Revit;ArchiCAD;Rhino;SketchUp;Vectorworks;Navisworks;Bluebeam;Civil 3D;AutoCAD Civil 3D=architect;cad ;drafter;draughts;bim ;interior designer;landscape architect",
  "Revit;Civil 3D;AutoCAD Civil 3D;Tekla;ETABS;STAAD;Bluebeam;Navisworks=civil engineer;structural engineer;highway engineer;bridge engineer;geotechnical;land surveyor;surveyor;bim ",
  "CostX;Bluebeam;Procore;Primavera P6=quantity surveyor;estimator;cost manager;cost consultant;construction project manager;site manager;project manager;construction manager",
  "ArcGIS;QGIS;PostGIS=gis;geospatial;cartographer;environmental engineer;environmental scientist;urban planner;town planner;transport planner;surveyor",
  "Mastercam;Fanuc;SolidWorks=cnc;machinist",
  "Allen-Bradley;TIA Portal;PLC=plc;controls;automation engineer;instrument;electrician",
  "Ansys Fluent;ETAP=cfd;electrical engineer;power systems",
  // Delivery and management.
  "PRINCE2;PMP;Primavera P6;Asana;SAFe;Kanban=project manager;programme manager;program manager;project coordinator;pmo;scrum master;agile coach",
  "Six Sigma;Lean;Kaizen;ISO 14001=process engineer;continuous improvement;operations manager;quality engineer;quality manager;lean;production manager;ehs;manufacturing engineer",
  // Sales, marketing, people and support.
  "Outreach;ZoomInfo;Pipedrive;Salesloft=sales representative;sales executive;account executive;business development;sales development;sales manager;inside sales;sales administrator;account manager",
  "Mailchimp;Klaviyo;Semrush;Ahrefs;Google Ads;Pardot=marketing;ppc;seo;email;content",
  "Bullhorn;Workday=recruit;talent acquisition;sourcer",
  "CIPD=hr ;human resources;people partner;l&d;learning and development",
  "Zendesk;Freshdesk=customer support;customer service;support agent;support specialist;help desk;customer success",
  // Legal.
  "Clio;Westlaw;iManage;Relativity=paralegal;legal assistant;legal secretary;solicitor;lawyer;attorney;e-discovery;conveyanc",
  // Health and care.
  "ACLS;BLS;PALS;CCRN;Epic;Meditech;Pyxis;Venepuncture=nurse;paramedic;emt;physician;doctor;pharmacist;pharmacy tech;healthcare assistant;respiratory therapist;phlebotom;clinical informatics;clinical analyst",
  "SystmOne;Dentrix=receptionist;practice manager;medical secretary;dental",
  "RBT=behavior technician;behaviour technician;aba ",
  "HPLC;GMP;GC-MS=qc analyst;quality control;lab technician;laboratory;chemist;analytical;microbiolog;lab scientist;laboratory scientist;biomedical scientist;formulation scientist",
  "HACCP;ServSafe;Food Safety;GMP=chef;cook;kitchen;food safety;food technolog;restaurant;catering",
  "Toast;Opera PMS=restaurant;front desk;hotel;night auditor;guest service",
  "CPR=lifeguard;swim;fitness instructor;personal trainer;childcare;nanny;teacher;care assistant;care worker;carer;support worker",
  // Trades, transport and sites.
  "CDL;Class A CDL;Hazmat;ADR;TWIC;McLeod=driver;trucker;dispatcher;lineworker;lineman;haulier;dock worker;logistics",
  "Forklift Licence;Forklift License;OSHA 10;SAP EWM=warehouse;storeman;forklift;dock worker;picker;packer;stock clerk;stocker",
  "Red Seal;Gas Safe;F-Gas;EPA 608;18th Edition;Trane=mechanic;electrician;plumber;welder;heating engineer;boiler;gas engineer;hvac;refrigeration;millwright;pipefitter;hvac technician;maintenance technician;automotive technician;service technician;vehicle technician;diesel",
  "TIG;TIG Welding;MIG;SMAW;GTAW;Stick Welding;AWS D1.1=weld;fabricator;boilermaker;pipefitter",
  "SMSTS;CSCS;CPCS;IPAF;CISRS;NEBOSH;IOSH=site manager;site supervisor;foreman;banksman;scaffold;labourer;construction;health and safety;hse;safety officer;safety adviser;safety advisor;operative",
  "PSIRA=security officer;security guard",
  // Teaching.
  "PGCE;CELTA;TEFL;Moodle=teacher;lecturer;tutor;instructional designer;teaching",
  // Added after the rows above: appended so their tools keep their codes, and only for titles new with
  // them, whose holders' other tools stay as they were.
  "Deswik;Surpac;Vulcan=mine planner;drill and blast",
];
