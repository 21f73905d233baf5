import { Avatar, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { msg } from '../../../shared/messages.es';
import type { PublicUser } from '../../../shared/schemas/accounts';
import { ScrollStrip } from '../../components/scroll-strip';
import { paths } from '../../paths';
import { carouselName } from './carousel-name';
import classes from './user-carousel.module.css';

/** The home's horizontal user carousel: avatar and a name cut to 10 characters, each linking to /a/{_id}. */
export function UserCarousel({ users }: { users: readonly PublicUser[] }) {
  return (
    <div className={classes.wrap}>
      <ScrollStrip
        previousLabel={msg.home.usersPrevious}
        nextLabel={msg.home.usersNext}
        classes={classes}
        testId="user-carousel"
      >
        {users.map((user) => (
          <Link
            key={user._id}
            to={paths.profile(user._id)}
            className={classes.user}
            // The visible name is cut; the link's text keeps the whole one for screen readers, the tooltip too.
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
              <span aria-hidden="true">{user.name.slice(0, 1).toUpperCase()}</span>
            </Avatar>
            <Text size="xs" fw={600} ta="center" style={{ whiteSpace: 'nowrap' }} aria-hidden="true">
              {carouselName(user.name)}
            </Text>
            <VisuallyHidden>{user.name}</VisuallyHidden>
          </Link>
        ))}
      </ScrollStrip>
    </div>
  );
}
