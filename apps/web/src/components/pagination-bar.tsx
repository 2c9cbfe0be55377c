import { useLingui } from '@lingui/react/macro';
import Pagination from 'react-bootstrap/Pagination';

type PaginationBarProps = {
  label: string;
  page: number;
  pageCount: number;
  maxSize: number;
  onChange: (page: number) => void;
};

/** At most `maxSize` page buttons around the current page, with previous and next. */
export function PaginationBar({ label, page, pageCount, maxSize, onChange }: PaginationBarProps) {
  const { t } = useLingui();
  if (pageCount <= 1) return null;
  const first = Math.max(1, Math.min(page - Math.floor(maxSize / 2), pageCount - maxSize + 1));
  const pages = Array.from({ length: Math.min(maxSize, pageCount) }, (_, index) => first + index);
  return (
    <nav aria-label={label}>
      <Pagination className="justify-content-center mb-0">
        <Pagination.Prev disabled={page === 1} onClick={() => onChange(page - 1)} aria-label={t`Previous page`} />
        {pages.map((number) => (
          <Pagination.Item
            key={number}
            active={number === page}
            onClick={() => onChange(number)}
            aria-label={t`Page ${number}`}
          >
            {number}
          </Pagination.Item>
        ))}
        <Pagination.Next disabled={page === pageCount} onClick={() => onChange(page + 1)} aria-label={t`Next page`} />
      </Pagination>
    </nav>
  );
}
