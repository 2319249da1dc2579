/** What each enquiry field is called for people: the forms' labels, the sales email, the plain-words errors. */
export const FIELD_LABELS: Record<string, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  company: 'Company',
  gst_number: 'GST number',
  subject: 'Subject',
  catalog: 'Catalog',
  message: 'Message',
};
