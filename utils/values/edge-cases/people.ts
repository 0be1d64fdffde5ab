import type { EdgeCategory } from './edge-case';

/** What else a form asks of a person: a title, a suffix, a sex, a job. */
export const PEOPLE: EdgeCategory = {
  id: 'person',
  title: 'menuEdgePerson',
  label: 'person',
  cases: [
    // Titles are chosen from a list: matched against its options.
    { id: 'dr', name: 'Dr', value: 'Dr', kinds: ['person.prefix'] },
    { id: 'mx', name: 'Mx (gender-neutral)', value: 'Mx', kinds: ['person.prefix'] },
    { id: 'prof', name: 'Prof.', value: 'Prof.', kinds: ['person.prefix'] },
    { id: 'suffix-roman', name: 'Roman numeral suffix (III)', value: 'III', kinds: ['person.suffix'] },
    { id: 'suffix-degree', name: 'a degree as suffix (PhD)', value: 'PhD', kinds: ['person.suffix'] },
    { id: 'suffix-jr', name: 'Jr. with a dot', value: 'Jr.', kinds: ['person.suffix'] },
    { id: 'sex-nonbinary', name: 'non-binary', value: 'non-binary', kinds: ['person.sex'] },
    { id: 'sex-x', name: 'X, as in passports', value: 'X', kinds: ['person.sex'] },
    { id: 'sex-undisclosed', name: 'prefer not to say', value: 'Prefer not to say', kinds: ['person.sex'] },
    { id: 'job-ampersand', name: 'ampersand in a job title', value: 'Head of R&D', kinds: ['person.jobTitle'] },
    {
      id: 'job-long',
      name: 'long job title with punctuation',
      value: 'Senior Vice President, Global Sales & Marketing (EMEA/APAC)',
      kinds: ['person.jobTitle'],
    },
    { id: 'job-non-latin', name: 'job title in Japanese', value: '代表取締役社長', kinds: ['person.jobTitle'] },
    { id: 'sex-unknown-word', name: 'an unknown word for sex', value: 'banana', kinds: ['person.sex'], valid: false },
    { id: 'job-blank', name: 'job title of spaces', value: '  ', kinds: ['person.jobTitle'], valid: false },
  ],
};
