import { useEffect, useState } from 'preact/hooks';
import { t } from '../../../lib/i18n/t';
import { loadSettings, saveSettings } from '../../../lib/settings/settings';

const MIN = 80;
const MAX = 100;

/** When an item counts as watched: never below the service's own 80 (spec 3.1). */
export function Threshold() {
  const [value, setValue] = useState<number | null>(null);
  const [saved, setSaved] = useState<number | null>(null);
  useEffect(() => {
    void loadSettings().then((settings) => {
      setValue(settings.thresholdPercent);
      setSaved(settings.thresholdPercent);
    });
  }, []);
  if (value === null) return <p class="muted">{t('options_loading')}</p>;
  const valid = Number.isInteger(value) && value >= MIN && value <= MAX;
  return (
    <form
      class="field"
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) void saveSettings({ thresholdPercent: value }).then((next) => setSaved(next.thresholdPercent));
      }}
    >
      <label for="threshold-percent">{t('options_threshold_label')}</label>
      <div class="row">
        <input
          id="threshold-percent"
          type="number"
          min={MIN}
          max={MAX}
          step={1}
          value={value}
          aria-describedby="threshold-hint"
          onInput={(event) => setValue(Number((event.currentTarget as HTMLInputElement).value))}
        />
        <span aria-hidden="true">%</span>
        <button class="primary" type="submit" disabled={!valid || value === saved}>
          {t('options_save')}
        </button>
      </div>
      <p id="threshold-hint" class="hint">
        {t('options_threshold_hint', MIN, MAX)}
      </p>
      <p role="status" class="ok" data-testid="threshold-saved">
        {saved !== null && value === saved ? t('options_threshold_current', saved) : ''}
      </p>
    </form>
  );
}
