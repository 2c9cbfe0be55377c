export type PublicationSection = { heading?: string; paragraphs: string[]; items?: string[] };
export type PublicationSeed = {
  id: string;
  type: 'page' | 'blog';
  title: string;
  summary: string;
  sections: PublicationSection[];
  publishedAt: string;
};

const PAGES_PUBLISHED_AT = '2026-09-01T09:00:00.000Z';

const faq: PublicationSeed = {
  id: 'faq',
  type: 'page',
  title: 'Frequently asked questions',
  summary: 'Short answers about bidding, paying, booking and cancelling with Bidstay.',
  publishedAt: PAGES_PUBLISHED_AT,
  sections: [
    {
      heading: 'What is Bidstay?',
      paragraphs: [
        'Bidstay is a hotel booking site. You can book a room at the listed price, or name your own price with a bid and let the hotel answer.',
      ],
    },
    {
      heading: 'How is a bid different from booking at the listed price?',
      paragraphs: [
        'Booking at the listed price confirms the room straight away. A bid is an offer below the listed price that the hotel accepts, rejects or counters. A bid at or above the listed price is simply a booking.',
      ],
    },
    {
      heading: 'How long does the hotel take to answer?',
      paragraphs: [
        'Up to 5 business days, often much less. We mail you as soon as the hotel answers. A bid that gets no answer in time expires.',
      ],
    },
    {
      heading: 'Is my card charged when I place a bid?',
      paragraphs: [
        'No. You pay only after the hotel accepts your bid or you accept its counter-offer, when you complete the booking from My Bids.',
      ],
    },
    {
      heading: 'What is a counter-offer?',
      paragraphs: [
        'The hotel proposes another price instead of yours. In My Bids you can decline it or choose Go to Booking to pay that price.',
      ],
    },
    {
      heading: 'Can I withdraw a bid?',
      paragraphs: [
        'Yes, while it is still pending: delete it in My Bids. Once the hotel has accepted, the bid binds you.',
      ],
    },
    {
      heading: 'Who do I actually book with?',
      paragraphs: [
        'We book your room with our partner, Emerging Travel Group, which holds the contract with the hotel. The hotel provides your stay.',
      ],
    },
    {
      heading: 'Which currencies can I use?',
      paragraphs: [
        'Prices are shown in euro (EUR), Swedish kronor (SEK), US dollars (USD) or pounds sterling (GBP). Choose yours in your profile.',
      ],
    },
    {
      heading: 'Why do you ask for my nationality?',
      paragraphs: [
        "Hotel prices and availability can depend on the guests' citizenship. Give the country of the passport you will travel with, so the price you see is the price that applies.",
      ],
    },
    {
      heading: 'Are taxes included?',
      paragraphs: [
        'Taxes the hotel includes in its rate are in the price you pay us. Some hotels collect local taxes, such as a city tax, at check-in.',
      ],
    },
    {
      heading: 'How do I cancel a booking?',
      paragraphs: [
        'Open My Bookings, choose View on the booking and then Cancel booking. Cancelling is free until the free-cancellation deadline. Our cancellation policy explains what happens after it.',
      ],
    },
    {
      heading: 'Where is my booking confirmation?',
      paragraphs: [
        'In My Bookings: choose View, then Booking Confirmation to download it as a PDF. Show it at the hotel if asked.',
      ],
    },
    {
      heading: 'How do I save hotels for later?',
      paragraphs: [
        'Add them to your wishlist from the hotel page. You find them again under My Wishlist in your account.',
      ],
    },
    {
      heading: 'How do I delete my account?',
      paragraphs: [
        'Go to Settings in your account, tick the confirmation box and choose Delete my account. Deleting your account does not cancel bookings you have already made; cancel them first if you need to.',
      ],
    },
    {
      heading: 'How do I reach you?',
      paragraphs: [
        'Mail support@bidstay.test or call +46 8 123 456 78 on weekdays between 09:00 and 17:00, Stockholm time.',
      ],
    },
  ],
};

const bidding: PublicationSeed = {
  id: 'bidding',
  type: 'page',
  title: 'How bidding works',
  summary:
    'Name the price you want to pay for a room, and the hotel accepts, rejects or counters within 5 business days. Here is what happens at each step.',
  publishedAt: PAGES_PUBLISHED_AT,
  sections: [
    {
      heading: 'Placing a bid',
      paragraphs: ['Bidding takes a couple of minutes:'],
      items: [
        'Search for a city or hotel, choose your dates and the guests in each room.',
        'Open a hotel and pick the room and rate you want. The listed price is the all-in price for your stay.',
        'Instead of booking at that price, enter the price you would like to pay. A bid at or above the listed price is simply a booking.',
        'Sign in and send the bid. We mail you that it is registered, and it appears as pending under Active in My Bids.',
      ],
    },
    {
      heading: 'What happens after you bid',
      paragraphs: [
        'We send your bid to the hotel. The hotel answers within up to 5 business days (Monday to Friday), often sooner, and we mail you when it does.',
        'Nothing is charged while a bid is pending. While it is pending you can withdraw it by deleting it in My Bids. Otherwise your bid is a binding offer: if the hotel accepts, you have agreed to book at that price.',
      ],
      items: [
        'Accepted: the bid stays under Active. Open it in My Bids, add the guest names and pay by card. We then book the room and the bid moves to Completed.',
        'Rejected: the bid moves to Rejected. You can try a different price, other dates or another hotel.',
        'Countered: the hotel proposes another price. See below.',
      ],
    },
    {
      heading: 'Counter-offers',
      paragraphs: [
        'A counter-offer is the price at which the hotel is willing to sell you the room. Open it in My Bids: choose Decline if it does not suit you, or Go to Booking to add the guests and pay the counter price.',
        'Rooms keep selling while you think. If the room is no longer available at the agreed price when you pay, we tell you before anything is charged.',
      ],
    },
    {
      heading: 'Expiry',
      paragraphs: [
        'A bid that the hotel has not answered within 5 business days expires. It moves to Rejected, and you are free to bid again or book elsewhere.',
      ],
    },
    {
      heading: 'Tips for a yes',
      paragraphs: [],
      items: [
        'Bid on quiet dates: weekdays at leisure hotels, weekends at business hotels, and the low season.',
        'Stay longer. A hotel is more open to a lower price for several nights than for one.',
        'Be realistic. A modest discount is accepted far more often than a bold one.',
        'Only bid on rooms you would really book, and bid on one hotel at a time for the same dates.',
        'Complete your profile first, so that an accepted bid can be booked without delay.',
      ],
    },
  ],
};

const terms: PublicationSeed = {
  id: 'terms',
  type: 'page',
  title: 'Terms of service',
  summary:
    'The terms that apply when you use Bidstay to bid on and book hotel rooms. Please read them before you bid or book.',
  publishedAt: PAGES_PUBLISHED_AT,
  sections: [
    {
      heading: 'The service',
      paragraphs: [
        'Bidstay, Drottninggatan 1, 111 51 Stockholm, Sweden, runs the website bidstay.test. On it you can search for hotels, book a room at the listed price or place a bid on it. Bidstay is not a hotel: rooms are booked through our partner Emerging Travel Group, and the stay is provided by the hotel.',
      ],
    },
    {
      heading: 'Your account',
      paragraphs: [
        'You must be at least 18 years old to bid or book. Keep your account details correct and your password to yourself; you are responsible for what is done with your account. We may close accounts that are used for fraud or misuse. You can delete your account at any time under Settings.',
      ],
    },
    {
      heading: 'Bids',
      paragraphs: [
        'A bid is an offer to book the chosen room and rate, for the chosen dates and guests, at the price you name. It is binding until the hotel declines it, until it expires after 5 business days without an answer, or until you withdraw it while it is still pending. If the hotel accepts, you complete the booking by paying in My Bids.',
        'A counter-offer is an offer from the hotel, which you accept by paying the counter price or turn down by declining it. Hotels decide freely; we do not promise that any bid will be accepted.',
      ],
    },
    {
      heading: 'Prices and payment',
      paragraphs: [
        'Prices are shown in EUR, SEK, USD or GBP. They include the taxes the hotel includes in its rate; taxes payable at the hotel are collected there. You pay by card through our card payment provider when you book, or for a bid once it is accepted or countered. If the room is no longer available at the agreed price when you pay, we tell you and charge nothing.',
      ],
    },
    {
      heading: 'Bookings',
      paragraphs: [
        "When payment succeeds, we book the room with Emerging Travel Group in the guests' names. Guest names must match their identity documents, and the nationality in your profile must match the passport you travel with. The hotel's own rules, such as check-in times and deposits, apply to your stay. Your confirmation is in My Bookings.",
      ],
    },
    {
      heading: 'Cancellations',
      paragraphs: [
        'Each rate has its own cancellation policy, shown before you pay and in My Bookings. Cancelling is free until the free-cancellation deadline; later, a charge applies that is never more than what you paid, as our cancellation policy explains. The right of withdrawal for distance contracts does not apply to accommodation booked for specific dates.',
      ],
    },
    {
      heading: 'Liability',
      paragraphs: [
        'We are responsible for providing our service with reasonable care. The hotel is responsible for the stay itself. We are not liable for indirect losses or for events beyond our reasonable control. Nothing in these terms limits your rights under mandatory consumer law.',
      ],
    },
    {
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these terms. The terms in force when you place a bid or make a booking apply to it, and we mail you about important changes.',
      ],
    },
    {
      heading: 'Governing law',
      paragraphs: [
        'These terms are governed by Swedish law. If something goes wrong, contact us first. Consumers may also turn to the Swedish National Board for Consumer Disputes (ARN) or the Swedish courts, and keep the protection that the mandatory law of their home country gives them.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: ['Questions about these terms: support@bidstay.test, +46 8 123 456 78.'],
    },
  ],
};

const privacy: PublicationSeed = {
  id: 'privacy',
  type: 'page',
  title: 'Privacy policy',
  summary:
    'What personal data Bidstay collects, why, who we share it with, how long we keep it and what your rights are.',
  publishedAt: PAGES_PUBLISHED_AT,
  sections: [
    {
      heading: 'Who is responsible',
      paragraphs: [
        'Bidstay, Drottninggatan 1, 111 51 Stockholm, Sweden, is the controller of the personal data described here. Write to privacy@bidstay.test with any question about it.',
      ],
    },
    {
      heading: 'What we collect',
      paragraphs: [],
      items: [
        'Account: your email address and password. We store the password only in hashed form.',
        'Profile: first and last name, phone, nationality, address, city, ZIP code, country and preferred currency.',
        'Wishlist: the hotels you save.',
        "Bids: the hotel, room, dates, guests, the price you offer and the hotel's answer.",
        "Bookings and payments: guest names per room, children's ages, prices, refunds and order numbers. Card details go straight to our card payment provider; we never see your full card number.",
        'Visitor error log: when the site fails in your browser, the error message, your IP address and your browser type. We keep it for 5 days.',
      ],
    },
    {
      heading: 'Why we use it',
      paragraphs: [
        'To run your account, send your bids to hotels, make and manage your bookings, take payments and make refunds, and send service mails: a welcome mail, a mail when your bid is registered, a reminder while your profile is incomplete, a thank-you when it is complete, and password reset links when you ask for one. The error log helps us fix faults and keep the site secure.',
      ],
    },
    {
      heading: 'Legal bases',
      paragraphs: [],
      items: [
        'Contract: your account, bids, bookings, payments and service mails.',
        'Legal obligation: booking and payment records required by bookkeeping law.',
        'Legitimate interest: the error log, security and preventing fraud.',
        'Consent: our newsletter, if you subscribe. You can withdraw consent at any time.',
      ],
    },
    {
      heading: 'Who we share it with',
      paragraphs: ['We do not sell your personal data. We share it only with those who help us provide the service:'],
      items: [
        "Our hotel partner, Emerging Travel Group, and the hotel you book: guest names, children's ages, nationality and the details of the stay.",
        'Our card payment provider, Stripe: what is needed to take a payment or make a refund.',
        'Our mail delivery provider: your email address and the content of the mails we send you.',
      ],
    },
    {
      heading: 'Transfers outside the EU',
      paragraphs: [
        'Some of these providers may process data outside the EU/EEA. Where they do, the transfer is covered by safeguards such as the EU Standard Contractual Clauses.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'Account, profile, wishlist and bids: as long as your account exists. Booking and payment records: as long as Swedish bookkeeping law requires, currently seven years. Visitor error log: 5 days.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'You may ask for a copy of your data, have it corrected or erased, restrict or object to its use, and receive it in a portable format. You can correct most of it yourself in your profile. If you think we handle your data wrongly, you may complain to the Swedish Authority for Privacy Protection (IMY).',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: ['privacy@bidstay.test, or by post to Bidstay, Drottninggatan 1, 111 51 Stockholm, Sweden.'],
    },
  ],
};

const cancellation: PublicationSeed = {
  id: 'cancellation',
  type: 'page',
  title: 'Cancellation policy',
  summary:
    'Every rate has a free-cancellation deadline or is non-refundable. Here is how deadlines, charges and refunds work.',
  publishedAt: PAGES_PUBLISHED_AT,
  sections: [
    {
      heading: 'The free-cancellation deadline',
      paragraphs: [
        'Most rates can be cancelled free of charge until a deadline set by the hotel. You see it before you pay, and later in My Bookings under View, as Free cancel before.',
        'Hotels give deadlines in UTC. We show them in the time zone of your device, so a deadline of 18:00 UTC on 20 October appears as 20:00 on a phone set to Stockholm time. Check the time zone if you are travelling.',
      ],
    },
    {
      heading: 'Charges after the deadline',
      paragraphs: [
        "After the deadline, cancelling costs money. The cancellation menu of each booking lists the tiers: from when each applies, until when, and the amount. Each amount is in the currency you paid and never more than what you paid. When you booked at the listed price, it is the hotel's charge as it applies to that price. When the hotel accepted your bid, it is the same share of what you paid: if the hotel charges one night of a 500.00 EUR stay and you paid 400.00 EUR, a 100.00 EUR night costs you 80.00 EUR. Where a hotel states only its own net penalty, we add a 10% commission, rounded to two decimals, and still never charge more than you paid.",
      ],
    },
    {
      heading: 'Refunds',
      paragraphs: [
        'When you cancel, we refund what you paid minus any charge that applies, to the card you paid with. We send the refund once the cancellation is confirmed; your bank usually takes 5 to 10 business days to show it. The amount refunded appears in the booking details.',
      ],
    },
    {
      heading: 'Non-refundable rates',
      paragraphs: [
        'Some rates are non-refundable from the moment you book. They are often cheaper, but if you cancel, the full price is normally charged. On any rate, if you do not arrive and have not cancelled, the hotel may treat the booking as a no-show and charge the full price.',
      ],
    },
    {
      heading: 'How to cancel',
      paragraphs: [],
      items: [
        'Sign in and open My Bookings.',
        'Choose View on the booking.',
        'Open the cancellation menu to check the deadline and any charge.',
        'Choose Cancel booking. When it is done you see Booking cancelled, and the booking moves to Canceled.',
      ],
    },
    {
      heading: 'After the deadline',
      paragraphs: [
        'The Cancel booking button is offered while the free-cancellation deadline is still ahead. After that, contact support@bidstay.test or +46 8 123 456 78: we cancel on your behalf and the charge of the current tier applies. Once your stay has started, the booking can no longer be cancelled.',
      ],
    },
  ],
};

const cookies: PublicationSeed = {
  id: 'cookies',
  type: 'page',
  title: 'Cookies and local storage',
  summary:
    "Bidstay uses no tracking cookies. We keep a few small items in your browser's local storage so that the site works.",
  publishedAt: PAGES_PUBLISHED_AT,
  sections: [
    {
      heading: 'No tracking',
      paragraphs: [
        'We do not use cookies for advertising, analytics or tracking, and we do not load tracking scripts from other companies.',
      ],
    },
    {
      heading: 'What we keep in your browser',
      paragraphs: [
        "Instead of cookies, the site uses your browser's local storage. It stays on your device and is not sent along with every request.",
      ],
      items: [
        'access_token: your sign-in token. It expires after 24 hours, or after 30 days if you tick Remember me.',
        'theme: your choice of light, dark or auto.',
        'bookingDetails: the room, price and currency of an accepted bid or counter-offer you are about to book.',
        'visitor_log: a note of errors already reported, so that the same error is not reported again within 5 days.',
      ],
    },
    {
      heading: 'Paying by card',
      paragraphs: [
        "When you pay, the payment form comes from our card payment provider, Stripe. It may set cookies that it needs for security and fraud prevention. Stripe's own cookie policy covers them.",
      ],
    },
    {
      heading: 'Why there is no cookie banner',
      paragraphs: [
        'Everything above is needed for things you ask the site to do: keep you signed in, remember your theme, finish a booking and report faults. That is why we do not ask for consent.',
      ],
    },
    {
      heading: 'How to clear it',
      paragraphs: [
        "Signing out removes your sign-in token and booking details. To remove everything, delete the site data for bidstay.test in your browser's privacy settings. The site then forgets your theme and signs you out.",
      ],
    },
  ],
};

const about: PublicationSeed = {
  id: 'about',
  type: 'page',
  title: 'About Bidstay',
  summary: 'Bidstay is a hotel booking site from Stockholm where you can book at the listed price or name your own.',
  publishedAt: PAGES_PUBLISHED_AT,
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        'Bidstay was founded in Stockholm in 2026 by a small team who believe hotel prices should be something you can talk about. We work from Drottninggatan 1, in the middle of the city.',
      ],
    },
    {
      heading: 'Our mission',
      paragraphs: [
        'Every night, hotels have rooms that stay empty, and every day travellers skip a trip because the price is a little too high. Bidstay brings the two together. You say what a room is worth to you; the hotel decides whether it can say yes. When it does, a room is filled and a trip happens.',
        'We want that to be simple and fair: clear all-in prices, a straight answer within 5 business days, and cancellation terms you can read before you pay.',
      ],
    },
    {
      heading: 'How it works',
      paragraphs: [],
      items: [
        'Book any room at its listed price, confirmed straight away.',
        'Or bid: name your price, and the hotel accepts, rejects or proposes a counter-offer.',
        'Pay by card once you have a yes, and we book the room with our partner.',
        'Manage everything in your account: profile, wishlist, My Bids and My Bookings.',
      ],
    },
    {
      heading: 'Our partner',
      paragraphs: [
        'Hotel information, rates and bookings come from Emerging Travel Group, a travel company that connects booking sites with hotels around the world. Your booking is made with them, and your stay is provided by the hotel.',
      ],
    },
    {
      heading: 'How we make money',
      paragraphs: [
        'Our partner sells us each room at a net price. The price you pay, whether the listed price or an accepted bid, is higher, and the difference is our margin. Each rate has a lowest price below which it is not sold, so a bid that would go under it is not accepted.',
        'When a cancellation costs a penalty, our commission is part of it, and the charge is never more than what you paid. We do not show advertising, and we do not sell your data.',
      ],
    },
  ],
};

const contact: PublicationSeed = {
  id: 'contact',
  type: 'page',
  title: 'Contact us',
  summary: 'How to reach Bidstay support by mail, phone or post, and how quickly we answer.',
  publishedAt: PAGES_PUBLISHED_AT,
  sections: [
    {
      heading: 'Customer support',
      paragraphs: ['We are happy to help with bids, bookings, payments, cancellations and your account.'],
      items: ['Mail: support@bidstay.test', 'Phone: +46 8 123 456 78'],
    },
    {
      heading: 'Opening hours',
      paragraphs: [
        'Phone support is open Monday to Friday, 09:00 to 17:00 Stockholm time, except on Swedish public holidays. You can mail us at any time.',
      ],
    },
    {
      heading: 'Response times',
      paragraphs: [
        'We answer mail within one business day. If your check-in is today or tomorrow, please call us: urgent questions about upcoming stays go first.',
        'Answers to bids come from the hotel, not from support. A hotel answers within up to 5 business days, and we mail you as soon as it does.',
      ],
    },
    {
      heading: 'What to include',
      paragraphs: ['To help us find your case quickly, please write from the address you signed up with and include:'],
      items: [
        'the booking id and agreement number, shown in My Bookings, or the hotel and dates of your bid;',
        'what happened, and what you would like us to do.',
      ],
    },
    {
      heading: 'During your stay',
      paragraphs: [
        'If something is wrong with your room, speak to the hotel reception first; they can often fix it on the spot. If they cannot, call us and we take it up with the hotel through our partner.',
      ],
    },
    {
      heading: 'Privacy and post',
      paragraphs: [
        'Questions about your personal data: privacy@bidstay.test.',
        'Postal address: Bidstay, Drottninggatan 1, 111 51 Stockholm, Sweden.',
      ],
    },
  ],
};

const bidSmart: PublicationSeed = {
  id: 'blog-how-to-bid-smart',
  type: 'blog',
  title: 'How to bid smart: seven habits that get a yes',
  summary: 'A good bid is not a lucky guess. These habits help your offer land where a hotel can say yes.',
  publishedAt: '2026-09-14T09:00:00.000Z',
  sections: [
    {
      paragraphs: [
        'When you bid on Bidstay, a person or a pricing rule at the hotel looks at your offer and decides. You cannot see their occupancy chart, but you can make your bid easy to accept. Here is what works.',
      ],
    },
    {
      heading: '1. Start from the listed price',
      paragraphs: [
        'The listed price is what the hotel expects to get for that room on those dates. Bid somewhat below it, not a fraction of it. A modest discount on a quiet night is a much easier yes than half price on a busy one.',
      ],
    },
    {
      heading: '2. Choose quiet dates',
      paragraphs: [
        'Business hotels empty out at weekends and in July; resort and city-break hotels are quieter midweek and in the low season. If your dates are flexible, try the nights the hotel is least likely to fill on its own.',
      ],
    },
    {
      heading: '3. Stay a little longer',
      paragraphs: [
        'Four nights fill a room for longer than one, with one cleaning instead of four. Hotels often accept a lower nightly price for a longer stay.',
      ],
    },
    {
      heading: '4. Read the cancellation policy',
      paragraphs: [
        'Non-refundable rates are usually cheaper to begin with, so a bid on them goes further. Only choose one if your plans are fixed: if you cancel, the full price is normally charged.',
      ],
    },
    {
      heading: '5. Bid only on what you would book',
      paragraphs: [
        'A bid is a binding offer. If the hotel accepts, you have agreed to book at that price. Bid on one hotel at a time for the same dates, and withdraw a pending bid in My Bids if your plans change.',
      ],
    },
    {
      heading: '6. Be ready when the answer comes',
      paragraphs: [
        'Hotels answer within up to 5 business days, and we mail you when they do. Rooms keep selling in the meantime, so pay an accepted bid or a counter-offer you like without waiting too long. Complete your profile before you bid, so nothing holds you up.',
      ],
    },
    {
      heading: '7. Treat a counter-offer as good news',
      paragraphs: [
        'A counter-offer means the hotel wants your booking and has told you its price. It is often well below the listed price. If it is still too high, decline it and try other dates.',
      ],
    },
    {
      heading: 'And if the answer is no',
      paragraphs: [
        'A rejected bid costs you nothing. Try a slightly higher price, a different night or a hotel nearby. Each answer tells you a little more about what a room is worth.',
      ],
    },
  ],
};

const stockholm: PublicationSeed = {
  id: 'blog-best-time-to-visit-stockholm',
  type: 'blog',
  title: 'The best time to visit Stockholm',
  summary:
    'Long summer nights, crisp autumn days or candlelit winter: every season in Stockholm has something, and some are kinder to your budget.',
  publishedAt: '2026-10-05T09:00:00.000Z',
  sections: [
    {
      paragraphs: [
        'Stockholm is built on fourteen islands where Lake Mälaren meets the Baltic Sea, and it changes completely with the seasons. We live here, so here is our honest guide to when to come, and when bids have the best chance.',
      ],
    },
    {
      heading: 'Summer: June to August',
      paragraphs: [
        "This is Stockholm at its most generous. Around midsummer the sun is up for more than eighteen hours, people swim from the city's rocks and boats leave for the archipelago from Strömkajen and Nybroplan every day. Midsummer Eve, the Friday between 19 and 25 June, is the big celebration, but many locals leave town for it.",
        'A tip for bidders: in July much of Sweden is on holiday and business travel nearly stops, so city-centre business hotels often have rooms to spare.',
      ],
    },
    {
      heading: 'Autumn: September to November',
      paragraphs: [
        'September is mild and golden, the perfect time for long walks on Djurgården and in Södermalm. Conferences fill hotels on weekdays, so weekends are the better time to bid. By November the days are short and grey; it is the season for museums: the Vasa Museum, Fotografiska and the Nationalmuseum.',
      ],
    },
    {
      heading: 'Winter: December to February',
      paragraphs: [
        'December has only about six hours of daylight, and the city makes up for it with candles, stars in every window and Christmas markets in Gamla stan and at Skansen. Lucia on 13 December is beautiful. Hotels are busy around the Nobel festivities on 10 December.',
        'January and February are the quietest months of the year. Skate at Kungsträdgården, warm up over a cinnamon bun, and enjoy some of the lowest hotel prices of the year.',
      ],
    },
    {
      heading: 'Spring: March to May',
      paragraphs: [
        'Light returns fast. The cherry trees in Kungsträdgården usually blossom in April, Walpurgis Night on 30 April is celebrated with bonfires, and by May the outdoor cafés are full again.',
      ],
    },
    {
      heading: 'So when should you go?',
      paragraphs: [],
      items: [
        'For light and the archipelago: June to August.',
        'For the city without the crowds: September.',
        'For atmosphere: December.',
        'For the best chance of an accepted bid: January to March, July, and weekends at business hotels.',
      ],
    },
  ],
};

const vaxjo: PublicationSeed = {
  id: 'blog-a-weekend-in-vaxjo',
  type: 'blog',
  title: 'A weekend in Växjö',
  summary:
    'Lakes, a cathedral full of glass, castle ruins and the Kingdom of Crystal: how to spend two relaxed days in the heart of Småland.',
  publishedAt: '2026-10-26T09:00:00.000Z',
  sections: [
    {
      paragraphs: [
        'Växjö is a small city in southern Sweden surrounded by lakes and forest. It likes to call itself the greenest city in Europe, and it is an easy place to slow down for a weekend.',
      ],
    },
    {
      heading: 'Getting there',
      paragraphs: [
        'Växjö has its own airport, Småland Airport, a short drive from the centre. By train, change at Alvesta on the main line between Stockholm and Malmö; regional trains also link Växjö with Malmö and Kalmar.',
      ],
    },
    {
      heading: 'Friday evening',
      paragraphs: [
        "Check in, then walk to Växjö Cathedral and the park around it. The cathedral is old, but its interior is full of modern glass art from the region's glassworks. From there it is a few minutes to the centre for dinner, and a short stroll to the shore of Lake Växjösjön.",
      ],
    },
    {
      heading: 'Saturday',
      paragraphs: [
        'Spend the morning at Kulturparken Småland, where the Småland Museum holds the Swedish Glass Museum and the House of Emigrants tells the story of the many Swedes who left for America in the 1800s.',
        'In the afternoon, walk or cycle north to Lake Helgasjön and the ruins of Kronoberg Castle on their small island. Later, head to the south side of town for Teleborg Castle, a romantic turn-of-the-century castle by Lake Trummen. In the hockey season, end the day at a Växjö Lakers ice hockey game.',
      ],
    },
    {
      heading: 'Sunday',
      paragraphs: [
        'Drive east into the Kingdom of Crystal, the forest area between Växjö and Kalmar where Swedish glass has been made for centuries. Kosta is under an hour away: watch the glassblowers at work, and leave room in your bag. If you prefer to stay in town, the path around Lake Trummen is a lovely Sunday walk.',
      ],
    },
    {
      heading: 'Bidding in Växjö',
      paragraphs: [
        "Many of Växjö's hotels live from business travel and the university during the week. Weekends are quieter, which makes them a good time to name your own price. Bid on a Friday and Saturday night a few weeks ahead, and you may be surprised.",
      ],
    },
  ],
};

const whyHotelsAccept: PublicationSeed = {
  id: 'blog-why-hotels-accept-bids',
  type: 'blog',
  title: 'Why hotels accept bids',
  summary:
    'Why would a hotel sell a room for less than its listed price? Because an empty room earns nothing. Here is how it looks from the other side of the desk.',
  publishedAt: '2026-11-16T09:00:00.000Z',
  sections: [
    {
      paragraphs: [
        "People often ask us whether bidding really works. It does, and the reason is simple once you see a hotel's side of it.",
      ],
    },
    {
      heading: 'A hotel night cannot be stored',
      paragraphs: [
        'A shop that does not sell a jacket today can sell it tomorrow. A hotel that does not sell room 214 for Tuesday night has lost that night for good. Staff, heating and cleaning cost much the same whether the room is full or empty, so every booked room helps, even at a lower price.',
      ],
    },
    {
      heading: 'Prices are set in advance',
      paragraphs: [
        "Hotels set their prices from the demand they expect: events, seasons, last year's bookings. Forecasts are never perfect. When a night fills more slowly than expected, a bid is a welcome way to close the gap.",
      ],
    },
    {
      heading: 'A bid is private',
      paragraphs: [
        'If a hotel lowers its public price, every guest gets the lower price, including those who would happily have paid more. A bid lets a hotel say yes to one booking at one price, while the price everyone else sees stays the same.',
      ],
    },
    {
      heading: 'Hotels stay in control',
      paragraphs: [
        'Each rate has a lowest price, and a bid below it is not accepted. Above it, hotels decide for themselves: some accept every bid above a certain level automatically, others look at each one. When a bid is close but not quite there, they send a counter-offer with a price they can accept.',
      ],
    },
    {
      heading: 'What it means for you',
      paragraphs: [],
      items: [
        'Bids on nights that are hard to fill have the best chance: low season, quiet weekdays, weekends at business hotels.',
        'Reasonable bids get accepted; very low ones rarely do.',
        'A counter-offer is a real price the hotel stands behind.',
        'A rejection is not personal. Try other dates, or another hotel nearby.',
      ],
    },
  ],
};

export const PUBLICATIONS: PublicationSeed[] = [
  faq,
  bidding,
  terms,
  privacy,
  cancellation,
  cookies,
  about,
  contact,
  bidSmart,
  stockholm,
  vaxjo,
  whyHotelsAccept,
];
