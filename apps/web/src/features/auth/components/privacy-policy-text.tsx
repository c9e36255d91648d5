import { Typography } from 'antd';

const { Paragraph, Title } = Typography;

const SECTIONS: { title: string; body: string[] }[] = [
  {
    title: 'Who we are',
    body: [
      'Tradepool is a GS1 data pool: it lets suppliers (publishers) and buyers (subscribers) exchange trade-item master data identified by GTINs and GLNs. The operator of your Tradepool installation is responsible for the data described here.',
    ],
  },
  {
    title: 'What we process about you',
    body: [
      'Account data: your name, username, e-mail address, phone number, job title, company and business unit, role and account status.',
      'Sign-in and security data: when you sign in and out, the network address you connect from, failed sign-in attempts and a hashed session token. Passwords are stored only as a one-way hash and are never readable.',
      'Usage preferences: your landing page, grid page numbers, filters and column widths.',
      'Your actions on master data: which items you created, changed, registered, published, subscribed to or confirmed, and when.',
    ],
  },
  {
    title: 'What your company shares',
    body: [
      'Trade-item data (GTINs, descriptions, measures, nutrition, allergens, images and similar attributes) and company location data (GLNs, addresses, contacts) are business data of your company. Tradepool passes them only to the trading partners your company publishes to or subscribes from, and to the GS1 registry when items are registered.',
    ],
  },
  {
    title: 'Why',
    body: [
      'To give you access to the portal, keep accounts secure, synchronise master data with your trading partners as your company instructs, answer support requests and meet legal record-keeping duties.',
    ],
  },
  {
    title: 'How long',
    body: [
      'Account data is kept while your account exists and removed within 90 days after it is closed. Sign-in records are kept for 12 months. Item history is kept as long as your company uses Tradepool, because trading partners rely on it.',
    ],
  },
  {
    title: 'Your choices',
    body: [
      'You may ask to see, correct or delete your personal data, or object to its use, by writing to support@tradepool.example. If you decline this policy you cannot use Tradepool, and you will be signed out; you can accept it the next time you sign in.',
    ],
  },
];

export function PrivacyPolicyText() {
  return (
    <>
      {SECTIONS.map((section) => (
        <section key={section.title}>
          <Title level={5}>{section.title}</Title>
          {section.body.map((text) => (
            <Paragraph key={text}>{text}</Paragraph>
          ))}
        </section>
      ))}
    </>
  );
}
