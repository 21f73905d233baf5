import { ActionIcon, Avatar, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { Layout } from '../../../shared/constants';
import { msg } from '../../../shared/messages.es';
import type { PublicUser } from '../../../shared/schemas/accounts';
import { paths } from '../../paths';
import { carouselName } from './carousel-name';
import classes from './user-carousel.module.css';

/** The home's horizontal user carousel: avatar and a name cut to 10 characters, each linking to /a/{_id}. */
export function UserCarousel({ users }: { users: readonly PublicUser[] }) {
  const track = useRef<HTMLDivElement>(null);
  const scroll = (direction: 1 | -1) =>
    track.current?.scrollBy({ left: direction * Layout.sliderStepPx, behavior: 'smooth' });

  return (
    <div className={classes.wrap}>
      <ActionIcon
        className={classes.arrow}
        variant="default"
        radius="xl"
        size="lg"
        aria-label={msg.home.usersPrevious}
        onClick={() => scroll(-1)}
      >
        <IconChevronLeft size={18} />
      </ActionIcon>
      <div className={classes.track} ref={track} data-testid="user-carousel">
        {users.map((user) => (
          <Link
            key={user._id}
            to={paths.profile(user._id)}
            className={classes.user}
            // The visible name is cut; the link keeps the whole one for screen readers and the tooltip.
            aria-label={user.name}
            title={user.name}
          >
            <Avatar
              src={user.pictureUrl}
              size={64}
              radius={64}
              color="indigo"
              alt=""
              className={classes.avatar}
            >
              {user.name.slice(0, 1).toUpperCase()}
            </Avatar>
            <Text size="xs" fw={600} ta="center" style={{ whiteSpace: 'nowrap' }}>
              {carouselName(user.name)}
            </Text>
          </Link>
        ))}
      </div>
      <ActionIcon
        className={classes.arrow}
        variant="default"
        radius="xl"
        size="lg"
        aria-label={msg.home.usersNext}
        onClick={() => scroll(1)}
      >
        <IconChevronRight size={18} />
      </ActionIcon>
    </div>
  );
}
