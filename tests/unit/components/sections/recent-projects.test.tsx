import { render, screen } from '@testing-library/react';
import { RecentProjects } from '@/components/sections/home/recent-projects';
import { allPhotos, galleryProjects } from '@/lib/content/projects';
import { teamMembers } from '@/lib/content/team';
import { TeamSection } from '@/components/sections/shared/team-section';

describe('no page puts a person on a drawing', () => {
  it('names a customer only beside a real photo of their job, and calls drawings the kinds of jobs we do', () => {
    const { container } = render(<RecentProjects locale="en" />);
    for (const project of galleryProjects) {
      if (project.image.source === 'photo') expect(container).toHaveTextContent(project.client);
      else expect(container).not.toHaveTextContent(project.client);
    }
    const heading = screen.getByRole('heading', { level: 2 });
    if (!allPhotos(galleryProjects.map((project) => project.image))) {
      expect(heading).not.toHaveTextContent(/lately|recent/i);
      expect(container).toHaveTextContent(/not photos/);
    }
  });

  it('shows the team only once the owner has made its people real', () => {
    const { container } = render(<TeamSection locale="en" />);
    if (teamMembers.length === 0) expect(container).toBeEmptyDOMElement();
    else for (const person of teamMembers) expect(container).toHaveTextContent(person.name);
  });
});
