import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import Select from 'react-select';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import {
  Combobox,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Field,
  Label as HeadlessLabel,
} from '@headlessui/react';
import { BENCH_PICK, FIELD_NAMES, fieldAt, LIBRARIES, SHAPES, type Library, type Shape } from './bench-shapes';

/**
 * The widget benchmark's page (tests/fixtures/pages/bench-widgets.html?shape=mix&widgets=20&inputs=10):
 * `inputs` plain text inputs, then `widgets` library widgets (react-select only, or the libraries in turn).
 * Each component's own change handler reports its pick to the benchmark (BENCH_PICK, bound by Playwright),
 * with the time it happened, so the benchmark times each widget from the picks before and after it.
 */

type Option = { value: string; label: string };
type Pick = (library: Library, widget: number, at: number) => void;

/** Each field's options, by FIELD_NAMES. */
const OPTIONS: Record<(typeof FIELD_NAMES)[number], string[]> = {
  Country: ['Austria', 'Canada', 'France', 'Germany', 'Japan', 'Mexico', 'Spain', 'United States'],
  City: ['Berlin', 'Lisbon', 'Madrid', 'Paris', 'Rome', 'Vienna', 'Oslo', 'Prague'],
  'Favourite colour': ['Red', 'Green', 'Blue', 'Yellow', 'Purple', 'Orange'],
  Department: ['Sales', 'Support', 'Engineering', 'Finance', 'Legal', 'Marketing'],
};
const INPUTS = ['First name', 'Last name', 'Email', 'Phone', 'Street', 'Postcode', 'Job title', 'Website'];

const params = new URLSearchParams(location.search);
const shape: Shape = SHAPES.includes(params.get('shape') as Shape) ? (params.get('shape') as Shape) : 'mix';
const widgets = Number(params.get('widgets') ?? 20);
const inputs = Number(params.get('inputs') ?? 0);
const pick: Pick = (library, widget, at) =>
  (window as unknown as Record<string, Pick | undefined>)[BENCH_PICK]?.(library, widget, at);

function Widget({ index }: { index: number }) {
  const library = shape === 'react-select' ? 'react-select' : LIBRARIES[index % LIBRARIES.length]!;
  const name = FIELD_NAMES[fieldAt(index)]!;
  const labels = OPTIONS[name];
  const label = `${name} ${index + 1}`;
  const id = `widget-${index}`;
  const picked = () => pick(library, index, Date.now());
  const options: Option[] = labels.map((text) => ({ value: text.toLowerCase(), label: text }));
  if (library === 'react-select')
    return (
      <p>
        <label htmlFor={id}>{label}</label>
        <Select inputId={id} options={options} onChange={picked} />
      </p>
    );
  if (library === 'mui')
    return (
      <Autocomplete
        id={id}
        options={options}
        onChange={picked}
        renderInput={(p) => <TextField {...p} label={label} />}
      />
    );
  if (library === 'react-aria')
    return (
      <ComboBox onSelectionChange={picked}>
        <Label>{label}</Label>
        <Input />
        <Popover>
          <ListBox>
            {labels.map((text) => (
              <ListBoxItem key={text} id={text}>
                {text}
              </ListBoxItem>
            ))}
          </ListBox>
        </Popover>
      </ComboBox>
    );
  return <HeadlessCombobox label={label} labels={labels} picked={picked} />;
}

function HeadlessCombobox({ label, labels, picked }: { label: string; labels: string[]; picked: () => void }) {
  const [value, setValue] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const shown = labels.filter((text) => text.toLowerCase().includes(query.toLowerCase()));
  return (
    <Field>
      <HeadlessLabel>{label}</HeadlessLabel>
      <Combobox
        value={value}
        onChange={(next) => {
          setValue(next);
          if (next !== null) picked();
        }}
        onClose={() => setQuery('')}
      >
        <ComboboxInput
          displayValue={(text: string | null) => text ?? ''}
          onChange={(event) => setQuery(event.target.value)}
        />
        <ComboboxOptions>
          {shown.map((text) => (
            <ComboboxOption key={text} value={text}>
              {text}
            </ComboboxOption>
          ))}
        </ComboboxOptions>
      </Combobox>
    </Field>
  );
}

function BenchForm() {
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      {Array.from({ length: inputs }, (_, index) => (
        <p key={`input-${index}`}>
          <label>
            {INPUTS[index % INPUTS.length]} {index + 1} <input name={`input-${index}`} />
          </label>
        </p>
      ))}
      {Array.from({ length: widgets }, (_, index) => (
        <Widget key={index} index={index} />
      ))}
    </form>
  );
}

createRoot(document.getElementById('root')!).render(<BenchForm />);
