import { paths } from '@/app/paths';

export const contentPages = [
  { path: paths.content.terms.path, title: 'Terms and conditions', icon: 'bi-file-text' },
  { path: paths.content.privacy.path, title: 'Privacy policy', icon: 'bi-shield-lock' },
  { path: paths.content.cancellation.path, title: 'Cancellation policy', icon: 'bi-calendar-x' },
  { path: paths.content.cookies.path, title: 'Cookie policy', icon: 'bi-cookie' },
  { path: paths.content.about.path, title: 'About Bidstay', icon: 'bi-info-circle' },
  { path: paths.content.contact.path, title: 'Contact us', icon: 'bi-envelope' },
  { path: paths.content.blog.path, title: 'Blog', icon: 'bi-journal-text' },
  { path: paths.content.faq.path, title: 'Frequently asked questions', icon: 'bi-question-circle' },
  { path: paths.content.bidding.path, title: 'How bidding works', icon: 'bi-cash-coin' },
];
