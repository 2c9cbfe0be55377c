import { useParams } from 'react-router';
import { cityName } from '../cities';
import { ComingSoonPage } from './coming-soon-page';

export function CityPage() {
  const { id = '' } = useParams();
  const name = cityName(id);
  return (
    <ComingSoonPage
      title={name ? `Hotels in ${name}` : 'City guide'}
      icon="bi-buildings"
      text="City pages with hotels to bid on are coming soon."
    />
  );
}
