import type { FieldDescription } from '../fields/field-description';
import { FORM_CONTROL_TAGS, isListButton, type FillableElement, type FormControl } from './fillable-element';
import { isDateSegments } from './date-segments';
import { isCalendarButton } from './date-picker-libraries';

/**
 * What kind of control an element is now, in the terms of its description
 * (`tag:type`): the write and the undo compare it with what was described,
 * so a checkbox the page has since turned into a submit button is left alone.
 * @example fieldShape(document.querySelector('input[type=checkbox]')) // 'input:checkbox'
 */
export function fieldShape(element: FillableElement): string {
  const tag = element.tagName;
  if (FORM_CONTROL_TAGS.has(tag)) return `${tag.toLowerCase()}:${(element as FormControl).type.toLowerCase()}`;
  if (isListButton(element)) return LIST_BUTTON_SHAPE;
  // A group that no longer holds a month, a day and a year is no longer the date it was described as.
  if (isDateSegments(element) || isCalendarButton(element)) return DATE_WIDGET_SHAPE;
  // A region the page made read-only since is no longer the text box it was described as.
  return element.isContentEditable ? 'editable:textarea' : `${tag.toLowerCase()}:not-editable`;
}

/** A list button's shape, as its description says it (describe-field.ts, describeListButton). */
export const LIST_BUTTON_SHAPE = 'widget:select-one';

/** The shape of a date of segments and of a calendar's button, as their descriptions say it (describe-field.ts). */
const DATE_WIDGET_SHAPE = 'widget:date';

/** The shape a description stands for, as `fieldShape` reads it from the element. */
export function describedShape(field: Pick<FieldDescription, 'tag' | 'type'>): string {
  return `${field.tag}:${field.type}`;
}

/** Why a field is not written: it is no longer the control the plan was made for. */
export const CHANGED_BEFORE_WRITE = 'the page changed this field before it was written';
