import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import ToggleButton from 'react-bootstrap/ToggleButton';
import ToggleButtonGroup from 'react-bootstrap/ToggleButtonGroup';
import { themes, useTheme, type Theme } from './theme';

const labels: Record<Theme, { text: MessageDescriptor; icon: string }> = {
  light: { text: msg`Light`, icon: 'bi-sun' },
  dark: { text: msg`Dark`, icon: 'bi-moon-stars' },
  auto: { text: msg`Auto`, icon: 'bi-circle-half' },
};

export function ThemeSwitcher() {
  const { t } = useLingui();
  const [theme, setTheme] = useTheme();
  return (
    <div role="group" aria-labelledby="theme-label" className="d-flex align-items-center gap-2">
      <span id="theme-label" className="small text-body-secondary">
        <Trans>Theme</Trans>
      </span>
      <ToggleButtonGroup type="radio" name="theme" value={theme} onChange={(next: Theme) => setTheme(next)} size="sm">
        {themes.map((option) => (
          <ToggleButton key={option} id={`theme-${option}`} value={option} variant="outline-secondary">
            <i className={`bi ${labels[option].icon} me-1`} aria-hidden="true" />
            {t(labels[option].text)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </div>
  );
}
