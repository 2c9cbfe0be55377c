import ToggleButton from 'react-bootstrap/ToggleButton';
import ToggleButtonGroup from 'react-bootstrap/ToggleButtonGroup';
import { themes, useTheme, type Theme } from './theme';

const labels: Record<Theme, { text: string; icon: string }> = {
  light: { text: 'Light', icon: 'bi-sun' },
  dark: { text: 'Dark', icon: 'bi-moon-stars' },
  auto: { text: 'Auto', icon: 'bi-circle-half' },
};

export function ThemeSwitcher() {
  const [theme, setTheme] = useTheme();
  return (
    <div role="group" aria-labelledby="theme-label" className="d-flex align-items-center gap-2">
      <span id="theme-label" className="small text-body-secondary">
        Theme
      </span>
      <ToggleButtonGroup type="radio" name="theme" value={theme} onChange={(next: Theme) => setTheme(next)} size="sm">
        {themes.map((option) => (
          <ToggleButton key={option} id={`theme-${option}`} value={option} variant="outline-secondary">
            <i className={`bi ${labels[option].icon} me-1`} aria-hidden="true" />
            {labels[option].text}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </div>
  );
}
