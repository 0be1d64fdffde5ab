// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { collectControls, describeField } from '@/utils/page/describe-field';
import { isDateSegments, segmentsDate, type DateSegments } from '@/utils/page/date-segments';
import { clearSegments, typeSegments } from '@/utils/page/type-segments';
import { NOT_KEPT } from '@/utils/page/write-field';

afterEach(() => {
  document.body.innerHTML = '';
});

const segment = (type: string, max: number) =>
  `<span role="spinbutton" contenteditable="true" tabindex="0" data-type="${type}" aria-valuemin="1" aria-valuemax="${max}" aria-valuetext="Empty" data-placeholder="true">–</span>`;
const US_DATE = `${segment('month', 12)}/${segment('day', 31)}/${segment('year', 9999)}`;

const collected = (html: string) => {
  document.body.innerHTML = html;
  return collectControls(document).map((element, index) => describeField(element, index));
};

describe('a date of segments alone', () => {
  it('is one field, its group, labelled and described as a date input; its segments are never fields', () => {
    const fields = collected(`
      <form>
        <span id="dob">Date of birth</span><div role="group" id="g1" aria-labelledby="dob">${US_DATE}</div>
        <div><div>Start date</div><div role="group" id="g2">${US_DATE}</div></div>
        <div role="group" aria-label="Arrival"><div role="group" id="g3" aria-label="Arrival date">${US_DATE}</div>
          <button type="button">▾</button></div>
        <div role="group" aria-label="Time">${segment('hour', 12)}${segment('minute', 59)}</div>
      </form>`);
    expect(fields.map(({ tag, type, label, widget, selector }) => ({ tag, type, label, widget, selector }))).toEqual([
      { tag: 'widget', type: 'date', label: 'Date of birth', widget: 'segments', selector: '#g1' },
      { tag: 'widget', type: 'date', label: '', widget: 'segments', selector: '#g2' },
      { tag: 'widget', type: 'date', label: 'Arrival date', widget: 'segments', selector: '#g3' },
    ]);
    // A group without a name of its own is named by the words before it, as an input is.
    expect(fields[1]!.nearbyText).toBe('Start date');
    expect(fields[0]).toMatchObject({ value: '', required: false, disabled: false, hidden: false, labelFinds: 'role' });
  });

  it('is one field where a box beside its segments only mirrors them (MUI X), and a date input there is the field (React Aria)', () => {
    const named = (label: string, max: number) =>
      `<span role="spinbutton" contenteditable="true" aria-label="${label}" aria-valuemax="${max}" aria-valuetext="Empty">–</span>`;
    const fields = collected(`
      <form>
        <label for="start" id="start-label">Start date</label>
        <div role="group" id="g1" aria-labelledby="start-label">
          <div>${named('Month', 12)}/${named('Day', 31)}/${named('Year', 9999)}</div>
          <input id="start" aria-hidden="true" tabindex="-1" value="">
        </div>
        <span id="end-label">End date</span>
        <div><div role="group" id="g2" aria-labelledby="end-label">${US_DATE}</div>
          <input type="date" name="end" tabindex="-1" value=""></div>
      </form>`);
    expect(fields.map(({ tag, type, label, widget, selector }) => ({ tag, type, label, widget, selector }))).toEqual([
      { tag: 'widget', type: 'date', label: 'Start date', widget: 'segments', selector: '#g1' },
      { tag: 'input', type: 'date', label: 'End date', widget: undefined, selector: 'input[name="end"]' },
    ]);
  });

  it('is read as the date its segments show, in any order, and as nothing while one shows its placeholder', () => {
    document.body.innerHTML = `<div role="group">
      <span role="spinbutton" aria-label="Day" aria-valuemax="31" aria-valuenow="17"></span>
      <span role="spinbutton" aria-label="Month" aria-valuemax="12" aria-valuenow="5"></span>
      <span role="spinbutton" aria-label="Year" aria-valuemax="9999" aria-valuenow="990"></span></div>`;
    const group = document.querySelector('[role=group]')!;
    expect(isDateSegments(group)).toBe(true);
    expect(segmentsDate(group as DateSegments)).toBe('0990-05-17');
    group.children[1]!.setAttribute('data-placeholder', 'true');
    expect(segmentsDate(group as DateSegments)).toBe('');
  });
});

/** A component that takes digits as React Aria's segments do: from `beforeinput`, which it cancels; Backspace from keydown. */
function keepTyping(group: Element): string[] {
  const focused: string[] = [];
  for (const part of group.querySelectorAll<HTMLElement>('[role=spinbutton]')) {
    part.addEventListener('focus', () => focused.push(part.dataset.type!));
    const show = (digits: string) => {
      if (digits) part.setAttribute('aria-valuenow', String(Number(digits)));
      else part.removeAttribute('aria-valuenow');
      part.toggleAttribute('data-placeholder', !digits);
      part.textContent = digits || '–';
    };
    part.addEventListener('beforeinput', (event) => {
      event.preventDefault();
      const typed = (event as InputEvent).data ?? '';
      show((part.getAttribute('aria-valuenow') ?? '') + typed);
    });
    part.addEventListener('keydown', (event) => {
      if (event.key !== 'Backspace') return;
      event.preventDefault();
      show((part.getAttribute('aria-valuenow') ?? '').slice(0, -1));
    });
  }
  return focused;
}

describe('typeSegments', () => {
  it('focuses each segment in page order and types its digits, then leaves it', async () => {
    document.body.innerHTML = `<form><div role="group">${US_DATE}</div></form>`;
    const group = document.querySelector<DateSegments>('[role=group]')!;
    const focused = keepTyping(group);
    let submits = 0;
    document.querySelector('form')!.addEventListener('submit', () => submits++);

    await expect(typeSegments(group, '1990-05-17')).resolves.toEqual({
      picked: ['1990-05-17'],
      path: ['5', '17', '1990'],
    });
    expect(focused).toEqual(['month', 'day', 'year']);
    expect(segmentsDate(group)).toBe('1990-05-17');
    expect(document.activeElement).toBe(document.body);
    expect(submits).toBe(0);

    // The same date again changes nothing; another one replaces a date Undo cannot bring back.
    await expect(typeSegments(group, '1990-05-17')).resolves.toEqual({ picked: ['1990-05-17'], unchanged: true });
    await clearSegments(group);
    expect(segmentsDate(group)).toBe('');
    expect([...group.children].every((part) => part.hasAttribute('data-placeholder'))).toBe(true);
  });

  it("types each key over what the segment selects, where the component reads the segment's text as the key (MUI X)", async () => {
    document.body.innerHTML = `<div role="group">${US_DATE}</div>`;
    const group = document.querySelector<DateSegments>('[role=group]')!;
    for (const part of group.querySelectorAll<HTMLElement>('[role=spinbutton]')) {
      const showSelected = (text: string) => {
        part.textContent = text;
        getSelection()!.selectAllChildren(part);
      };
      let digits = '';
      part.addEventListener('focus', () => showSelected(part.textContent!));
      part.addEventListener('input', () => {
        // The key typed is all the segment shows: the browser put it in place of the whole selected segment.
        digits += part.textContent;
        part.setAttribute('aria-valuenow', String(Number(digits)));
        part.removeAttribute('data-placeholder');
        showSelected(digits);
      });
    }

    await expect(typeSegments(group, '2027-01-09')).resolves.toMatchObject({ picked: ['2027-01-09'] });
    expect(segmentsDate(group)).toBe('2027-01-09');
  });

  it('rejects, as a date the page did not keep, where the segments do not show it', async () => {
    document.body.innerHTML = `<div role="group">${US_DATE}</div>`;
    const group = document.querySelector<DateSegments>('[role=group]')!;
    // Segments drawn as text only: the typed digits land in their text, which no component reads back.
    await expect(typeSegments(group, '1990-05-17')).rejects.toThrow(NOT_KEPT);
  });

  it('says so where a segment keeps its value through Backspace', async () => {
    document.body.innerHTML = `<div role="group">${US_DATE}</div>`;
    const group = document.querySelector<DateSegments>('[role=group]')!;
    for (const part of group.children) {
      part.removeAttribute('data-placeholder');
      part.setAttribute('aria-valuenow', '1');
    }
    await expect(clearSegments(group)).rejects.toThrow('the date kept its segments: clear it in the page');
  });
});
