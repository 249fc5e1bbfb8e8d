// Operations of this area: being moved into the route table.
export const topicOps = {};
