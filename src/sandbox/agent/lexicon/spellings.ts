// British and American spellings of the words titles use, "british american" a row: a title asked in one
// is also searched in the other ("Tax Adviser" finds Tax Advisors, "Paediatric Nurse" Pediatric Nurses).
export const SPELLINGS: string = `adviser advisor
advisers advisors
organiser organizer
centre center
labour labor
programme program
paediatric pediatric
paediatrician pediatrician
orthopaedic orthopedic
anaesthetist anesthetist
anaesthesia anesthesia
haematology hematology
gynaecology gynecology
gynaecologist gynecologist
oesophageal esophageal
defence defense
licence license
colour color
jewellery jewelry
theatre theater
tyre tire
catalogue catalog
analyse analyze
modelling modeling
travelling traveling
counsellor counselor
counselling counseling
storey story`;
