import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { useState } from 'react';

export interface FormState {
  firstName: string;
  bio: string;
  country: string;
  languages: string[];
  newsletter: boolean;
  terms: boolean;
}

export const EMPTY_FORM: FormState = {
  firstName: '',
  bio: '',
  country: '',
  languages: [],
  newsletter: false,
  terms: false,
};

/**
 * A form whose every control is React-controlled. `onState` receives what
 * React holds after each render, so tests check React's state, not the DOM.
 * The required terms box refuses changes (its onChange ignores the event), as a page
 * that vetoes a value would.
 */
export function ReactForm({ onState }: { onState(state: FormState): void }) {
  const [state, setState] = useState(EMPTY_FORM);
  onState(state);
  const update = (patch: Partial<FormState>) => setState((previous) => ({ ...previous, ...patch }));
  return (
    <form>
      <label>
        First name{' '}
        <input
          name="firstName"
          value={state.firstName}
          onChange={(event) => update({ firstName: event.target.value })}
        />
      </label>
      <label>
        Bio <textarea name="bio" value={state.bio} onChange={(event) => update({ bio: event.target.value })} />
      </label>
      <label>
        Country
        <select name="country" value={state.country} onChange={(event) => update({ country: event.target.value })}>
          <option value="">Select…</option>
          <option value="CA">Canada</option>
          <option value="GB">United Kingdom</option>
        </select>
      </label>
      <label>
        Languages
        <select
          name="languages"
          multiple
          value={state.languages}
          onChange={(event) => update({ languages: [...event.target.selectedOptions].map((option) => option.value) })}
        >
          <option value="en">English</option>
          <option value="fr">French</option>
          <option value="de">German</option>
        </select>
      </label>
      <label>
        <input
          type="checkbox"
          name="newsletter"
          checked={state.newsletter}
          onChange={(event) => update({ newsletter: event.target.checked })}
        />{' '}
        Newsletter
      </label>
      <label>
        <input type="checkbox" name="terms" required checked={state.terms} onChange={() => {}} /> Terms
      </label>
    </form>
  );
}

/** A ReactForm mounted into document.body; `state()` is what React holds now. */
export interface MountedForm {
  state(): FormState;
  unmount(): void;
}

export async function mountReactForm(): Promise<MountedForm> {
  let state = EMPTY_FORM;
  document.body.innerHTML = '<div id="root"></div>';
  const root = createRoot(document.getElementById('root')!);
  await act(async () => root.render(<ReactForm onState={(next) => (state = next)} />));
  return {
    state: () => state,
    unmount: () => act(() => root.unmount()),
  };
}
