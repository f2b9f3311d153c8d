/** A resource the Project has, named as a KeyReference names it. */
export interface ResourceIdentity {
  readonly typeId: string;
  readonly key: string;
}
