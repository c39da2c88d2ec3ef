import { hurricanePrepSections } from './articles/hurricane-prep';
import { saltAirCareSections } from './articles/salt-air-care';
import { springWarningSignsSections } from './articles/spring-warning-signs';

/** Blog posts. `/blog` lists them; each has its own article page at /blog/{slug}. */
export interface BlogSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface BlogPost {
  slug: string;
  title: string;
  description: string;
  excerpt: string;
  /** ISO date the post was published. */
  date: string;
  readTime: string;
  featured?: boolean;
  sections: BlogSection[];
  /** Service pages the article points readers to. */
  related: { href: string; label: string }[];
}

export const blogPosts = [
  {
    slug: 'garage-door-spring-warning-signs',
    title: '5 Warning Signs Your Garage Door Spring Is About to Fail',
    description:
      'Gaps in the coil, a door that feels heavy, jerky travel, a loud bang or a rusty spring: five signs a garage door spring is close to breaking, and what to do.',
    excerpt:
      'Springs lift almost the whole weight of your door, and in Florida humidity they wear faster than most homeowners expect. Here is how to spot a spring on its way out before it strands your car.',
    date: '2026-10-06',
    readTime: '6 min read',
    featured: true,
    sections: springWarningSignsSections,
    related: [
      { href: '/spring-replacement', label: 'Garage door spring replacement' },
      { href: '/cable-repair', label: 'Cable repair' },
      { href: '/emergency-service', label: '24/7 emergency service' },
    ],
  },
  {
    slug: 'hurricane-prep-garage-door',
    title: 'Hurricane Season Prep: Is Your Garage Door Storm-Ready?',
    description:
      'The garage door is the weakest opening of most Florida homes in a hurricane. What a wind-rated door is, how bracing works, and a pre-season checklist.',
    excerpt:
      'When a garage door fails in a storm, wind pressure gets inside the house and can lift the roof. A checklist for June, and what to look for in a wind-rated door.',
    date: '2026-05-18',
    readTime: '7 min read',
    sections: hurricanePrepSections,
    related: [
      { href: '/garage-door-installation', label: 'Hurricane-rated door installation' },
      { href: '/maintenance', label: 'Pre-season maintenance tune-up' },
      { href: '/emergency-service', label: 'Storm damage emergency service' },
    ],
  },
  {
    slug: 'salt-air-garage-door-care',
    title: 'Salt Air and Your Garage Door: A Coastal Care Guide',
    description:
      'Salt air corrodes springs, cables and rollers on coastal Florida garage doors. A simple rinse-and-lube routine and the parts that hold up best near the Gulf.',
    excerpt:
      'Homes on the keys and near the bays see rust on springs and cables years before inland homes do. A simple routine and the right parts keep a coastal door running.',
    date: '2026-08-11',
    readTime: '5 min read',
    sections: saltAirCareSections,
    related: [
      { href: '/maintenance', label: 'Maintenance and 26-point inspection' },
      { href: '/track-roller-repair', label: 'Track and roller repair' },
      { href: '/garage-door-siesta-key', label: 'Garage door service on Siesta Key' },
    ],
  },
] satisfies BlogPost[];

export function featuredPost(): BlogPost {
  return blogPosts.find((post) => post.featured) ?? blogPosts[0];
}

export function getBlogPost(slug: string): BlogPost | undefined {
  return blogPosts.find((post) => post.slug === slug);
}
