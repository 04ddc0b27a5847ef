import { Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { DateTimeResolver } from "graphql-scalars";

@ObjectType({ description: "A banner of the home carousel." })
export class Slider {
  @Field(() => ID, { description: "The catalogue's slider id." })
  id!: string;

  @Field(() => String, { description: "Name (the image's alternative text)." })
  name!: string;

  @Field(() => String, { description: "Image URL on the portal (cover size 1000x500)." })
  imageUrl!: string;

  @Field(() => String, { nullable: true, description: "Where the banner leads (a portal route or an external URL); null when it leads nowhere." })
  link!: string | null;

  @Field(() => Int, { description: "Order in the carousel, ascending." })
  priority!: number;
}

export enum VideoKind {
  YOUTUBE = "YOUTUBE",
  VIMEO = "VIMEO",
  FILE = "FILE",
}
registerEnumType(VideoKind, {
  name: "VideoKind",
  description: "How the advertising video plays.",
  valuesConfig: {
    YOUTUBE: { description: "Embedded YouTube player (11-character id)." },
    VIMEO: { description: "Embedded Vimeo player." },
    FILE: { description: "Played as a video file." },
  },
});

@ObjectType({ description: "The advertising video of the home pop-up." })
export class Video {
  @Field(() => ID, { description: "The catalogue's video id (the pop-up's 'no more' is remembered by it)." })
  id!: string;

  @Field(() => String, { description: "The video's URL as entered." })
  url!: string;

  @Field(() => VideoKind, { description: "How to play it." })
  kind!: VideoKind;

  @Field(() => String, { nullable: true, description: "YouTube or Vimeo id; null for files." })
  embedId!: string | null;

  @Field(() => DateTimeResolver, { nullable: true, description: "Start of its window." })
  startDate!: Date | null;

  @Field(() => DateTimeResolver, { nullable: true, description: "End of its window." })
  endDate!: Date | null;
}

@ObjectType({ description: "ES: which of the four diagnostic checks the selected restaurant has done." })
export class DiagnosticAlerts {
  @Field(() => Boolean, { description: "Competition filled in." })
  competence!: boolean;

  @Field(() => Boolean, { description: "Comparison with competitors filled in." })
  comparation!: boolean;

  @Field(() => Boolean, { description: "Customer clusters filled in." })
  clusters!: boolean;

  @Field(() => Boolean, { description: "SWOT (DAFO) filled in." })
  dafo!: boolean;

  @Field(() => Boolean, { description: "All four done: the home hides the alerts box." })
  allDone!: boolean;
}

@ObjectType({ description: "ES: a local marketing action of the selected restaurant." })
export class LocalAction {
  @Field(() => ID, { description: "The catalogue's action id." })
  id!: string;

  @Field(() => String, { description: "Name." })
  name!: string;

  @Field(() => DateTimeResolver, { nullable: true, description: "Start." })
  startDate!: Date | null;

  @Field(() => DateTimeResolver, { nullable: true, description: "End." })
  endDate!: Date | null;
}

@ObjectType({ description: "The home page of a restaurant (the selected one, or the one asked for)." })
export class Home {
  /** marker: the fields resolve lazily in HomeResolver */
  readonly kind = "home";

  /** The restaurant the page was asked for (its diagnostic alerts and local actions); null: the session's selection. */
  constructor(readonly restaurantId: string | null = null) {}
}

@InputType({ description: "The video whose pop-up the user put off ('show later')." })
export class ShowVideoLaterInput {
  @Field(() => ID, { description: "The catalogue's video id (home.video.id)." })
  videoId!: string;
}
