import type { EdgeFlavour } from '@/utils/values/edge-cases/edge-case';
import { t } from '@/utils/i18n/messages';
import './EdgeCaseButtons.css';

/**
 * "Fill with edge cases": values that find the bugs realistic data never
 * will. Two flavours, each its own button: valid cases every browser check
 * passes, and invalid values (set apart in the danger colour) that a
 * browser lets through and a server should refuse.
 */
export function EdgeCaseButtons({ onFill, disabled }: { onFill: (flavour: EdgeFlavour) => void; disabled: boolean }) {
  return (
    <fieldset className="edge-cases">
      <legend className="edge-cases__legend">{t('edgeCasesLegend')}</legend>
      <button
        type="button"
        className="button"
        onClick={() => onFill('valid')}
        disabled={disabled}
        aria-describedby="edge-valid-help"
      >
        {t('fillWithEdgeCases')}
      </button>
      <button
        type="button"
        className="button edge-cases__invalid"
        onClick={() => onFill('invalid')}
        disabled={disabled}
        aria-describedby="edge-invalid-help"
      >
        {t('fillWithInvalidValues')}
      </button>
      <p id="edge-valid-help" className="edge-cases__help muted">
        {t('edgeCasesValidHelp')}
      </p>
      <p id="edge-invalid-help" className="edge-cases__help muted">
        {t('edgeCasesInvalidHelp')}
      </p>
    </fieldset>
  );
}
